import { arrangeImports } from "~/generated/i18n/arrange/imports";
import { createSectionLoader } from "~/lib/i18n/section-loader";

/** Arrange mode's texts, one language per chunk; preloaded with arrange mode itself. */
export const arrangeMessages = createSectionLoader(arrangeImports);
