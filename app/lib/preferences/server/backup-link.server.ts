import type { AppLoadContext } from "@remix-run/cloudflare";
import { createSetupLink } from "~/lib/preferences/backup/backup-link";

/** The backup link of what the cookies hold, made by the worker for a page opened on the Backup tab without JavaScript. */
export function serverBackupLink(request: Request, context: Pick<AppLoadContext, "config" | "preferences">): Promise<string> {
  const { hiddenSourceIds, services, order, language, region, launch, theme, cardSize } = context.preferences;
  const origin = context.config.publicOrigin ?? new URL(request.url).origin;
  return createSetupLink(origin, { hiddenSourceIds, services, order }, { language, region }, { launch, display: { theme, cardSize } });
}
