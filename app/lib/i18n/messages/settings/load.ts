// The settings section arrives with the dialog (or the backup-link preview, or the save-failed notice), one language at a time.
import { settingsImports } from "~/generated/i18n/settings/imports";
import { createSectionLoader } from "~/lib/i18n/section-loader";

export const settingsMessages = createSectionLoader(settingsImports);
