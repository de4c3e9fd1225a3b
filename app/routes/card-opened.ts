import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleCardOpened } from "~/lib/preferences/server/card-opened.server";

/** A card tap's beacon (lib/links/card-opened.ts): logged once, and recorded among the recent cards. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleCardOpened({ request, context });
}
