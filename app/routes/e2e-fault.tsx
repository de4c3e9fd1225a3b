import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

// Test-only: built only when E2E_FAULTS is set at build time (remix.config.js), and live only when the worker has E2E_FAULTS too.
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.config.faultRoutesEnabled) return redirect("/", 302);
  throw new Error("E2E fault: the /e2e-fault loader failed on purpose");
}

/** Never rendered: having a component makes this a page route, so its failure renders the root error boundary like any page's. */
export default function E2eFault() {
  return null;
}
