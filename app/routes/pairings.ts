import type { ActionFunctionArgs } from "@remix-run/cloudflare";

const retryAfterSeconds = 60;

/** The car's panel opens a pairing here; the answer is its code, the key its socket proves itself with, and when it ends. */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await context.pairings.open(request);
  if (outcome.kind === "limited") {
    return Response.json(
      { message: "This connection has asked for too many codes. Wait a minute, then try again." },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
    );
  }
  return Response.json(outcome.pairing, { status: 201, headers: { "Cache-Control": "no-store" } });
}
