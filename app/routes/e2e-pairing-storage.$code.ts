import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

// Test-only, like /e2e-fault: what a pairing's relay holds in storage, which must be nothing.
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!context.config.faultRoutesEnabled) return redirect("/", 302);
  const report = await context.pairings.storageReport(params.code ?? "");
  return report === null ? new Response("Not Found\n", { status: 404 }) : Response.json(report);
}
