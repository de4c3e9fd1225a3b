import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handlePreferenceSave, preferenceSaveHandle } from "~/lib/preferences/server/save.server";

export const handle = preferenceSaveHandle;

/** The hydrated page's background saves (lib/preferences/browser/send-save.ts), answered as JSON with the cookies that make them stick. */
export function action({ request, context }: ActionFunctionArgs) {
  return handlePreferenceSave({ request, context });
}
