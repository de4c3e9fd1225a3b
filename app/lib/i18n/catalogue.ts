import type { Language } from "~/lib/i18n/languages";
import type { MessageShapes, Translation } from "~/lib/message-format/compiled-message";

/** One section of the interface in every language; the server holds these, the browser gets one language's entry. */
export type SectionCatalogue<Shapes extends MessageShapes> = Readonly<Record<Language, Translation<Shapes>>>;
