import { phonePanelImports } from "~/generated/i18n/phone-panel/imports";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** The panel's messages, one language at a time, loaded with (or just before) the panel. */
export const phonePanelMessages = createSectionLoader(phonePanelImports);
