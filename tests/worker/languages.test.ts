// The dashboard, /about and /debug in each language from Accept-Language alone, as the server sends them (the browser
// keeps one left-to-right, one right-to-left and one CJK language as painted: e2e/languages.spec.ts, languages-pages.spec.ts).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { categories, categoryTitleKeys } from "../../app/data/categories";
import { logoIconSets } from "../../app/data/logo-credits";
import { aboutCatalogue } from "../../app/generated/i18n/about/catalogue.server";
import { debugCatalogue } from "../../app/generated/i18n/debug/catalogue.server";
import { frameCatalogue } from "../../app/generated/i18n/frame/catalogue.server";
import { rejectionCatalogue } from "../../app/generated/i18n/rejection/catalogue.server";
import { catalogueFor } from "../../app/lib/catalogue/catalogue.server";
import { languages, mainRegions, type Language } from "../../app/lib/i18n/languages";
import { createTranslator, formatMessage } from "../../app/lib/i18n/translate";
import { acceptLanguageFor } from "../../test-support/car-locales";
import { readEdgeLogLines, uniqueRay } from "../../test-support/edge-log";
import { youtubeRedirectTarget } from "../../test-support/fullscreen";
import { textRunsOf } from "../../test-support/messages";
import { containsWhole, englishOnlyPhrases, englishOnlyRuns, uiStrings } from "../../test-support/ui-strings";
import { pressButton } from "./support/forms";
import { workerClient, workerOrigin, type WorkerResponse } from "./support/worker";

const enUsBuildDate =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

/** What Playwright's Desktop Chrome sends, which /debug names a desktop. */
const desktopChromeUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/148.0.0.0 Safari/537.36";

/** A client like a car's browser set to the language: the Accept-Language Chromium sends for the car's locale. */
function carClient(language: Language) {
  return workerClient({ "accept-language": acceptLanguageFor(language), "user-agent": desktopChromeUserAgent });
}

function openAs(language: Language, path: string): Promise<WorkerResponse> {
  return carClient(language).get(path);
}

/** The value a read-only field shows, found by its label. */
function fieldValue(scope: HTMLElement, label: string): string {
  const field = within(scope).getByLabelText(label, { exact: true });
  if (field.tagName !== "INPUT") throw new Error(`${label} is not a field`);
  return field.getAttribute("value") ?? "";
}

/** Finds text as Playwright's getByText does: anywhere in an element's text, any case, any run of spaces as one. */
function textIn(scope: HTMLElement, text: string, { exact = false } = {}): HTMLElement {
  return within(scope).getByText(text.trim().replace(/\s+/g, " "), { exact });
}

describe("the dashboard in the car's language, from Accept-Language alone, without JavaScript", () => {
  test.each(languages)("%s: /", async (language) => {
    const messages = frameCatalogue[language];
    const response = await openAs(language, "/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe(language);
    expect(response.headers.get("vary")).toMatch(/Accept-Language/i);
    const document = response.document();
    expect(document.documentElement.getAttribute("lang")).toBe(language);
    expect(document.documentElement.getAttribute("dir")).toBe(language === "he" || language === "ar" ? "rtl" : "ltr");
    expect(document.title).toBe(messages["meta.title"]);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(messages["meta.description"]);
    const body = within(document.body);
    expect(body.getByRole("heading", { level: 1, name: messages["dashboard.title"] })).toBeTruthy();
    expect(within(body.getByRole("banner")).getByRole("link", { name: messages["toolbar.home"] })).toBeTruthy();
    // Every row the language's main region has sources for (the Benelux catalogue has no live TV, for example).
    const offered = new Set(catalogueFor(mainRegions[language]).map(([, , category]) => category));
    const rows = categories.filter((category) => offered.has(category));
    const headings = within(body.getByRole("main")).getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(rows.map((category) => messages[categoryTitleKeys[category]]));
    const footerNav = within(body.getByRole("navigation", { name: messages["nav.footer"] }));
    expect(footerNav.getByRole("link", { name: messages["nav.about"] })).toBeTruthy();
    expect(footerNav.getByRole("link", { name: messages["nav.reportIssue"] })).toBeTruthy();
    expect(body.getByRole("note", { name: messages["tip.label"] }).textContent).toContain(messages["tip.text"]);
  });
});

describe("a German dashboard", () => {
  test("shows no English UI string, brand names apart, as the server sends it", async () => {
    const english = englishOnlyRuns(frameCatalogue.en, frameCatalogue.de);
    expect(english.length).toBeGreaterThan(20);
    const served = uiStrings({ withoutCards: true }, (await openAs("de", "/")).document());
    for (const text of served) {
      const found = english.filter((phrase) => containsWhole(text, phrase));
      expect(found, `"${text}"`).toEqual([]);
    }
  });
});

describe("the full-screen prompt in every language", () => {
  test.each(languages)("%s: the offer and its 'Yes' take the driver to YouTube's redirect page", async (language) => {
    const messages = frameCatalogue[language];
    const client = carClient(language);
    const page = await client.get("/");
    const offer = within(page.document().body).getByRole("region", { name: messages["prompt.label"] });
    expect(offer.textContent).toContain(messages["prompt.title"]);
    expect(offer.textContent).toContain(messages["prompt.instruction"]);
    const scope = within(offer);
    expect(scope.getByRole("button", { name: messages["prompt.close"] })).toBeTruthy();
    const answer = await pressButton(client, page, scope.getByRole("button", { name: messages["prompt.yes"] }), { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(youtubeRedirectTarget(answer.headers.get("location") ?? "")).toBe(`${workerOrigin()}/`);
  });
});

/** The page's status, its language, and the worker's log lines for the request, once its page view is logged. */
async function openWithRay(headers: Record<string, string>) {
  const ray = uniqueRay();
  const response = await workerClient().get("/", { headers: { ...headers, "cf-ray": ray } });
  await expect.poll(async () => (await readEdgeLogLines(workerOrigin(), ray)).some((line) => line.event === "page_view")).toBe(true);
  return { response, ray, lines: await readEdgeLogLines(workerOrigin(), ray) };
}

describe("language input that cannot be used", () => {
  test.each([
    { header: "<script>alert(1)</script>", problem: "malformed" },
    { header: "de;q=5, fr;level=1", problem: "malformed" },
    { header: `de-DE,${"x-".repeat(600)}`, problem: "too_long" },
  ])(
    "a garbage, hostile or huge Accept-Language falls back to English with one log line, never a 5xx: $problem $header",
    async ({ header, problem }) => {
      const { response, ray, lines } = await openWithRay({ "accept-language": header });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-language")).toBe("en");
      expect(response.body).toContain('<html lang="en"');
      const invalid = lines.filter((line) => line.event === "accept_language_invalid");
      expect(invalid).toEqual([expect.objectContaining({ problem, ray })]);
      expect(JSON.stringify(invalid)).not.toContain("script");
    },
  );

  test.each(["zh-CN", "zh-Hans-CN,zh;q=0.9"])("Simplified Chinese (%s) falls back to English with a log line", async (header) => {
    const { response, ray, lines } = await openWithRay({ "accept-language": header });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("en");
    expect(lines.filter((line) => line.event === "language_fallback")).toEqual([
      expect.objectContaining({ asked: "zh-Hans", language: "en", ray }),
    ]);
  });

  test.each(["zh-TW", "zh-HK", "zh-Hant"])("Traditional Chinese tag %s gets Traditional Chinese", async (header) => {
    const { response, lines } = await openWithRay({ "accept-language": header });
    expect(response.headers.get("content-language")).toBe("zh-Hant");
    expect(response.body).toContain('<html lang="zh-Hant" dir="ltr"');
    expect(lines.some((line) => line.event === "language_fallback")).toBe(false);
  });

  test("an unknown language or region in the cookies falls back to Accept-Language and is reported", async () => {
    const { response, lines } = await openWithRay({ "accept-language": "fr-FR", cookie: "pp_lang=klingon; pp_region=atlantis" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("fr");
    expect(lines.find((line) => line.event === "cookie_invalid")).toMatchObject({
      cookies: expect.arrayContaining(["pp_lang", "pp_region"]),
    });
  });

  test("a language chosen in the cookie wins over Accept-Language on the first paint", async () => {
    const client = carClient("fr");
    client.cookies.set("pp_lang", "sv");
    const response = await client.get("/");
    expect(response.headers.get("content-language")).toBe("sv");
    expect(within(response.document().body).getByRole("heading", { level: 1, name: frameCatalogue.sv["dashboard.title"] })).toBeTruthy();
  });
});

describe("/about and /debug from Accept-Language alone, without JavaScript", () => {
  test.each(languages)("%s: /about", async (language) => {
    const about = aboutCatalogue[language];
    const frame = frameCatalogue[language];
    const response = await openAs(language, "/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe(language);
    const document = response.document();
    expect(document.documentElement.getAttribute("lang")).toBe(language);
    expect(document.title).toBe(about["page.title"]);
    const mainElement = within(document.body).getByRole("main");
    const main = within(mainElement);
    expect(main.getByRole("heading", { level: 1, name: about.title })).toBeTruthy();
    expect(main.getByRole("heading", { level: 2, name: about["disclaimer.title"] })).toBeTruthy();
    expect(main.getByRole("heading", { level: 2, name: about["logos.title"] })).toBeTruthy();
    expect(main.getByRole("link", { name: frame["error.backToDashboard"] })).toBeTruthy();
    expect(main.getByRole("button", { name: frame["fullscreen.open"] })).toBeTruthy();
    expect(textIn(mainElement, about.disclaimer)).toBeTruthy();
    // The full-screen paragraph names the button by its own label in this language.
    const t = createTranslator(about, language);
    expect(textIn(mainElement, t("fullscreen", { button: frame["fullscreen.open"] }))).toBeTruthy();

    const { arcticons } = logoIconSets;
    expect(main.getByRole("link", { name: arcticons.licenseTitle }).getAttribute("href")).toBe(arcticons.licenseUrl);
    // The words between the two links, trimmed as the page sets them apart ("– autor: Donnnno, licencja:").
    const [creditWords = ""] = textRunsOf(formatMessage(about["logos.set"], { author: arcticons.author }, language))
      .map((run) => run.trim())
      .filter((run) => /\p{L}/u.test(run));
    expect(textIn(mainElement, creditWords, { exact: true })).toBeTruthy();
    const changes = t("logos.changes.arcticons", { licence: arcticons.licenseTitle });
    expect(textIn(mainElement, `${arcticons.services.join(", ")}. ${changes}`)).toBeTruthy();
  });

  test.each(languages)("%s: /debug", async (language) => {
    const debug = debugCatalogue[language];
    const response = await openAs(language, "/debug");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe(language);
    const document = response.document();
    expect(document.documentElement.getAttribute("lang")).toBe(language);
    expect(document.title).toBe(debug["page.title"]);
    const mainElement = within(document.body).getByRole("main");
    const main = within(mainElement);
    expect(main.getByRole("heading", { level: 1, name: debug.title })).toBeTruthy();
    expect(main.getByRole("heading", { level: 2, name: debug.build })).toBeTruthy();
    expect(main.getByRole("heading", { level: 2, name: debug.device })).toBeTruthy();
    // Before any script runs the orientation is not known yet, which the page says in the driver's language.
    expect(fieldValue(mainElement, debug.orientation)).toBe(debug.unknown);
    expect(fieldValue(mainElement, debug.deviceType)).toBe(debug.desktop);
    expect(fieldValue(mainElement, debug.inCar)).toBe(debug.notDetectable);
    expect(fieldValue(mainElement, debug.date)).toMatch(enUsBuildDate);
  });
});

describe("German pages", () => {
  const pages = [
    { path: "/about", section: { en: aboutCatalogue.en, de: aboutCatalogue.de } },
    { path: "/debug", section: { en: debugCatalogue.en, de: debugCatalogue.de } },
  ];
  test.each(pages)("$path shows no English UI string, brand names apart", async ({ path, section }) => {
    const english = englishOnlyPhrases([{ en: frameCatalogue.en, de: frameCatalogue.de }, section]);
    expect(english.length).toBeGreaterThan(30);
    const page = (await openAs("de", path)).document();
    // The logo credits list the services by name ("FOX Sports", "YouTube Gaming"): brand names, never translated.
    const brandLists = Object.values(logoIconSets).map((set) => set.services.join(", "));
    const shown = uiStrings({ withFieldValues: true }, page).filter((text) => !brandLists.includes(text));
    expect(shown.length).toBeGreaterThan(10);
    for (const text of shown) {
      const found = english.filter((phrase) => containsWhole(text, phrase));
      expect(found, `"${text}"`).toEqual([]);
    }
  });

  test("the Build Info date on /debug is still en-US, with its UTC", async () => {
    const body = (await openAs("de", "/debug")).document().body;
    expect(fieldValue(body, debugCatalogue.de.date)).toMatch(enUsBuildDate);
    expect(textIn(body, "UTC", { exact: true })).toBeTruthy();
  });
});

describe("refusals in the request's language", () => {
  test("a German driver's dashboard post with an unknown intent gets the error screen with the reason in German", async () => {
    const response = await workerClient({ "accept-language": "de-DE,de;q=0.9" }).post("/?index", { form: { intent: "delete-everything" } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-language")).toBe("de");
    // The root loader does not run when an action's error reaches the root's boundary, so only the reason is in German.
    expect(response.body).toContain(rejectionCatalogue.de.unknownIntent);
  });

  test("the worker refuses a French cross-site post in French, saying so in Content-Language", async () => {
    const response = await workerClient({ "accept-language": "fr-FR,fr;q=0.9" }).post("/?index", {
      form: { intent: "open-fullscreen" },
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-language")).toBe("fr");
    expect(response.body).toBe(`${rejectionCatalogue.fr.crossSitePost}\n`);
  });
});
