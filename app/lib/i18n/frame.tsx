// The page's language and the frame's strings (toolbar, footer, dashboard, prompt, error screen), provided once from the
// root loader's data: the browser only ever holds the active language.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "~/lib/i18n/accept-language";
import { defaultLanguage } from "~/lib/i18n/languages";
import type { FrameMessages } from "~/generated/i18n/frame/en";
import { errorScreenEnglish, type ErrorScreenEnglishMessages } from "~/generated/i18n/frame/error-screen";
import { createTranslator, type Translate } from "~/lib/i18n/translate";
import type { Translation } from "~/lib/message-format/compiled-message";

interface FrameLanguage {
  locale: Locale;
  messages: Translation<FrameMessages>;
}

const FrameLanguageContext = createContext<FrameLanguage | null>(null);

export function FrameLanguageProvider({ locale, messages, children }: FrameLanguage & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <FrameLanguageContext.Provider value={value}>{children}</FrameLanguageContext.Provider>;
}

function useFrameLanguage(): FrameLanguage {
  const value = useContext(FrameLanguageContext);
  // The document provides it whenever the root loader succeeded, the only time the frame renders.
  if (value === null) throw new Error("No frame language");
  return value;
}

/** The language and region the page is rendered in. */
export function useLocale(): Locale {
  return useFrameLanguage().locale;
}

export function useFrameT(): Translate<FrameMessages> {
  const { messages, locale } = useFrameLanguage();
  return useMemo(() => createTranslator(messages, locale.language), [messages, locale.language]);
}

/** The error screen's strings: the frame's when the root loader succeeded, else English (the only strings the bundle holds). */
export function useErrorScreenT(): Translate<ErrorScreenEnglishMessages> {
  const frame = useContext(FrameLanguageContext);
  const messages: Translation<ErrorScreenEnglishMessages> = frame?.messages ?? errorScreenEnglish;
  const language = frame?.locale.language ?? defaultLanguage;
  return useMemo(() => createTranslator<ErrorScreenEnglishMessages>(messages, language), [messages, language]);
}
