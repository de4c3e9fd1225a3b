import { redirect } from "@remix-run/cloudflare";

/** ParkPlay has no deep links: any unknown path goes to the dashboard. */
export function loader() {
  return redirect("/", 302);
}
