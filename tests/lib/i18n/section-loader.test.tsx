import { act, render, screen } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n/accept-language";
import { FrameLanguageProvider } from "~/lib/i18n/frame";
import type { Language } from "~/lib/i18n/languages";
import { frameDe } from "~/generated/i18n/frame/de";
import { frameEn } from "~/generated/i18n/frame/en";
import { createSectionLoader } from "~/lib/i18n/section-loader";
import type { Translation } from "~/lib/message-format/compiled-message";

type Greeting = { readonly greeting: null };
const greetingEn: Translation<Greeting> = { greeting: "Hello" };

/** A loader whose languages arrive only when the test says so. */
function controlledLoader() {
  const arrivals = new Map<Language, (messages: Translation<Greeting>) => void>();
  const requested: Language[] = [];
  const importOf = (language: Language) => () =>
    new Promise<Translation<Greeting>>((resolve) => {
      requested.push(language);
      arrivals.set(language, resolve);
    });
  const imports: Record<Language, () => Promise<Translation<Greeting>>> = {
    en: importOf("en"),
    de: importOf("de"),
    fr: importOf("fr"),
    es: importOf("es"),
    it: importOf("it"),
    nl: importOf("nl"),
    sv: importOf("sv"),
    nb: importOf("nb"),
    ja: importOf("ja"),
    ko: importOf("ko"),
    "zh-Hant": importOf("zh-Hant"),
    tr: importOf("tr"),
    pl: importOf("pl"),
    he: importOf("he"),
    ar: importOf("ar"),
    pt: importOf("pt"),
  };
  const loader = createSectionLoader<Greeting>(imports);
  async function arrive(language: Language, messages: Translation<Greeting>) {
    await act(async () => {
      arrivals.get(language)?.(messages);
      await Promise.resolve();
    });
  }
  function Greeting() {
    const t = loader.useTranslate();
    return <p>{t("greeting")}</p>;
  }
  return { loader, requested, arrive, Greeting };
}

function Page({ locale, Greeting }: { locale: Locale; Greeting: () => ReactElement }) {
  return (
    <FrameLanguageProvider locale={locale} messages={locale.language === "de" ? frameDe : frameEn}>
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>
    </FrameLanguageProvider>
  );
}

describe("createSectionLoader", () => {
  it("suspends until the page's language arrives, loading only that language", async () => {
    const { requested, arrive, Greeting } = controlledLoader();
    render(<Page locale={{ language: "en", region: "us" }} Greeting={Greeting} />);
    expect(screen.getByText("Loading")).toBeTruthy();
    await arrive("en", greetingEn);
    expect(await screen.findByText("Hello")).toBeTruthy();
    expect(requested).toEqual(["en"]);
  });

  it("keeps a mounted section's strings while a new language loads, then switches to it", async () => {
    const { requested, arrive, Greeting } = controlledLoader();
    const { rerender } = render(<Page locale={{ language: "en", region: "us" }} Greeting={Greeting} />);
    await arrive("en", greetingEn);
    await screen.findByText("Hello");

    rerender(<Page locale={{ language: "de", region: "dach" }} Greeting={Greeting} />);
    expect(screen.getByText("Hello")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
    expect(requested).toEqual(["en", "de"]);

    await arrive("de", { greeting: "Hallo" });
    expect(await screen.findByText("Hallo")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("switches without waiting when the new language was preloaded", async () => {
    const { loader, arrive, Greeting } = controlledLoader();
    const { rerender } = render(<Page locale={{ language: "en", region: "us" }} Greeting={Greeting} />);
    await arrive("en", greetingEn);
    loader.preload("de");
    await arrive("de", { greeting: "Hallo" });
    rerender(<Page locale={{ language: "de", region: "dach" }} Greeting={Greeting} />);
    expect(screen.getByText("Hallo")).toBeTruthy();
  });
});

describe("preloadPageLanguage", () => {
  afterEach(() => {
    document.documentElement.lang = "";
  });

  it("fetches only the language the page is rendered in, once", () => {
    const { loader, requested } = controlledLoader();
    document.documentElement.lang = "de";
    loader.preloadPageLanguage();
    loader.preloadPageLanguage();
    expect(requested).toEqual(["de"]);
  });

  it("fetches nothing when the page's language is not one of ours", () => {
    const { loader, requested } = controlledLoader();
    document.documentElement.lang = "pt-BR";
    loader.preloadPageLanguage();
    expect(requested).toEqual([]);
  });
});
