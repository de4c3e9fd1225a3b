// Sections of the interface that only on-demand components show (the settings dialog, the phone panel, the address field)
// arrive with them, one language at a time: each language's module is its own chunk, imported only when that language is active.
import { useEffect, useMemo, useState } from "react";
import { useLocale } from "~/lib/i18n/frame";
import { isLanguage, type Language } from "~/lib/i18n/languages";
import { createTranslator, type Translate } from "~/lib/i18n/translate";
import type { MessageShapes, Translation } from "~/lib/message-format/compiled-message";

/** One dynamic import per language, written out: the bundler makes each its own chunk. */
export type SectionImports<Shapes extends MessageShapes> = Readonly<Record<Language, () => Promise<Translation<Shapes>>>>;

export interface SectionLoader<Shapes extends MessageShapes> {
  /** Starts the download early (on hover or focus of the control that shows the section), forgetting an earlier failure. */
  preload(language: Language): void;
  /** Preloads the page's language (<html lang>), from a module that shows the section, as soon as that module is fetched. */
  preloadPageLanguage(): void;
  /**
   * The section's translate function; suspends the component (React Suspense) until its language has arrived. When the
   * page switches language under a mounted component, it keeps the previous language's strings until the new ones arrived.
   */
  useTranslate(): Translate<Shapes>;
}

export function createSectionLoader<Shapes extends MessageShapes>(imports: SectionImports<Shapes>): SectionLoader<Shapes> {
  const loaded = new Map<Language, Translation<Shapes>>();
  const pending = new Map<Language, Promise<void>>();
  const failures = new Map<Language, unknown>();

  function load(language: Language): Promise<void> {
    const inFlight = pending.get(language);
    if (inFlight !== undefined) return inFlight;
    const request = imports[language]().then(
      (messages) => {
        loaded.set(language, messages);
      },
      (error: unknown) => {
        // The render that asked gets the error (its error boundary shows it) instead of asking again at once, in a loop.
        pending.delete(language);
        failures.set(language, error);
      },
    );
    pending.set(language, request);
    return request;
  }

  function preload(language: Language) {
    failures.delete(language);
    if (!loaded.has(language)) void load(language);
  }

  return {
    preload,
    preloadPageLanguage() {
      const language = document.documentElement.lang;
      if (isLanguage(language)) preload(language);
    },
    useTranslate() {
      const { language } = useLocale();
      const messages = loaded.get(language);
      const translate = useMemo(() => (messages === undefined ? null : createTranslator(messages, language)), [messages, language]);
      // Suspending a mounted dialog would hide it (and its state's meaning) for a moment; the old strings are better than none.
      const [shown, setShown] = useState(() => translate);
      const [, setArrivals] = useState(0);
      if (translate !== null && translate !== shown) setShown(() => translate);
      useEffect(() => {
        if (messages !== undefined) return;
        let current = true;
        void load(language).then(() => {
          if (current) setArrivals((arrivals) => arrivals + 1);
        });
        return () => {
          current = false;
        };
      }, [language, messages]);
      if (translate !== null) return translate;
      if (shown !== null) return shown;
      if (failures.has(language)) throw failures.get(language);
      throw load(language);
    },
  };
}
