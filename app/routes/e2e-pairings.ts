import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { carReconnectGraceMs, messageHoldMs } from "~/lib/pairing/messages";

/** A duration from the query, or the relay's own when it is absent or not a positive whole number. */
function durationParam(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

// Test-only, like /e2e-fault: opens a pairing as /pairings does, with the relay's waits shortened so tests of them take no minute.
export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.config.faultRoutesEnabled) return redirect("/", 302);
  const url = new URL(request.url);
  const outcome = await context.pairings.open(request, {
    messageHoldMs: durationParam(url, "holdMs", messageHoldMs),
    carReconnectGraceMs: durationParam(url, "graceMs", carReconnectGraceMs),
  });
  if (outcome.kind === "limited") return new Response("Too Many Requests\n", { status: 429 });
  return Response.json(outcome.pairing, { status: 201, headers: { "Cache-Control": "no-store" } });
}
