import { customUrlImports } from "~/generated/i18n/custom-url/imports";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** The Custom URL field's messages, one language at a time, loaded with (or just before) the field. */
export const customUrlMessages = createSectionLoader(customUrlImports);
