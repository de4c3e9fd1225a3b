import type { Language } from "~/lib/i18n/languages";
import type { MessageTemplates, Translation } from "~/lib/i18n/translate";

/** One section of the interface in every language; the server holds these, the browser gets one language's entry. */
export type SectionCatalogue<English extends MessageTemplates> = Readonly<Record<Language, Translation<English>>>;
