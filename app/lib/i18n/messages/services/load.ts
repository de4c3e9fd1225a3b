import { servicesImports } from "~/generated/i18n/services/imports";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** 'Your Services' and its form, one language per chunk; preloaded with the settings dialog. */
export const servicesMessages = createSectionLoader(servicesImports);
