// Phone to car in other languages (issue 15): the phone's page speaks the phone's language (its own Accept-Language) with
// or without JavaScript, and the car's panel speaks the car's, each fitting its screen.
import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { textsThatDoNotFit } from "./support/fit";
import { expect, test } from "./support/fixtures";
import { youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";
import { carScreen, phoneScreen } from "./support/pairing";

test.describe.configure({ timeout: 90_000 });

// Chromium sends the context's locale as Accept-Language (it overrides an extra header of that name on page loads).
const german: BrowserContextOptions = { locale: "de-DE" };
const french: BrowserContextOptions = { locale: "fr-FR" };
// Chromium logs the status of a refused form's 400 page (or an expired code's 404 page) as a console error.
const refusalStatus = /status of (400 \(Bad Request\)|404 \(Not Found\))/;

function requireBaseURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is unset");
  return baseURL;
}

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** A screen of its own (the car's or the phone's), from the watched `newContext` fixture. */
async function openScreen(newContext: NewContext, options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(options);
  return { context, page: await context.newPage() };
}

/** A car in German, arrived full-screen, showing its code in the "Send from phone" panel; answers links to example.com. */
async function openGermanCar(newContext: NewContext, origin: string) {
  const car = await openScreen(newContext, { ...carScreen, ...german });
  await car.context.route("https://www.example.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Linked page</title>" }),
  );
  await car.page.goto(`${origin}/`, { referer: youtubeReferrer });
  await car.page.getByRole("button", { name: "Vom Handy senden" }).click();
  const panel = car.page.getByRole("dialog", { name: "Vom Handy senden" });
  await expect(panel.getByRole("status")).toHaveText("Warten auf Ihr Handy…");
  const written = await panel.getByText(/\/p\/[2-9A-Z]{4}-[2-9A-Z]{4}$/).textContent();
  const code = /([2-9A-Z]{4}-[2-9A-Z]{4})$/.exec(written ?? "")?.[1];
  if (code === undefined) throw new Error(`No pairing address on the panel: ${written}`);
  return { car, phoneURL: `${origin}/p/${code}` };
}

test.describe("a German phone without JavaScript", () => {
  test.use({ expectedPageErrors: refusalStatus });

  test("the phone's page speaks German without JavaScript: refusal, confirmation, and it fits the phone", async ({
    newContext,
    baseURL,
  }) => {
    const origin = requireBaseURL(baseURL);
    const { car, phoneURL } = await openGermanCar(newContext, origin);
    const phone = await openScreen(newContext, { ...phoneScreen, ...german, javaScriptEnabled: false });

    const response = await phone.page.goto(phoneURL);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-language"]).toBe("de");
    await expect(phone.page).toHaveTitle("An Ihr Auto senden · ParkPlay");
    await expect(phone.page.getByRole("heading", { name: "An Ihr Auto senden", level: 1 })).toBeVisible();
    await expect(phone.page.getByRole("main")).toContainText("Auto-Code");

    await phone.page.getByLabel("Adresse").fill("javascript:alert(1)");
    await phone.page.getByRole("button", { name: "An Auto senden" }).tap();
    await expect(phone.page.getByRole("alert")).toHaveText(
      "Nur Webadressen, die mit http:// oder https:// beginnen, können gesendet werden",
    );
    expect(await textsThatDoNotFit(phone.page.getByRole("main"))).toEqual([]);

    await phone.page.getByLabel("Adresse").fill("www.example.com/ohne-skript");
    await phone.page.getByRole("button", { name: "An Auto senden" }).tap();
    await expect(phone.page.getByRole("status")).toHaveText("Gesendet. Sehen Sie auf den Bildschirm im Auto.");
    expect(await textsThatDoNotFit(phone.page.getByRole("main"))).toEqual([]);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneScreen.viewport?.width ?? 0);

    const notice = car.page.getByRole("alert").filter({ hasText: "Link von Ihrem Handy" });
    await expect(notice).toContainText("http://www.example.com/ohne-skript");
    await expect(notice.getByRole("link", { name: "Öffnen" })).toBeVisible();
    await expect(notice.getByRole("button", { name: "Verwerfen" })).toBeVisible();
  });
});

test("the phone's page speaks the phone's language, not the car's: French to a German car", async ({ newContext, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const { car, phoneURL } = await openGermanCar(newContext, origin);
  const phone = await openScreen(newContext, { ...phoneScreen, ...french, javaScriptEnabled: false });

  await phone.page.goto(phoneURL);
  await expect(phone.page).toHaveTitle("Envoyer vers votre voiture · ParkPlay");
  await phone.page.getByLabel("Adresse").fill("www.example.com/en-francais");
  await phone.page.getByRole("button", { name: "Envoyer à la voiture" }).tap();
  await expect(phone.page.getByRole("status")).toHaveText("Envoyé. Regardez l’écran de la voiture.");
  expect(await textsThatDoNotFit(phone.page.getByRole("main"))).toEqual([]);
  await expect(car.page.getByRole("alert").filter({ hasText: "Link von Ihrem Handy" })).toContainText("/en-francais");
});

// An expired code's 404 and the refused posts' 400 and 413 in German: tests/worker/pairing-languages.test.ts.
test("the car's panel speaks German and fits 980×560, connected and reconnecting", async ({ newContext, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const { car, phoneURL } = await openGermanCar(newContext, origin);
  const panel = car.page.getByRole("dialog", { name: "Vom Handy senden" });
  await expect(panel.getByText("Mit der Handykamera scannen, dann einen Link oder Ihre Einrichtung senden")).toBeVisible();
  await expect(panel.getByRole("img", { name: "QR-Code der Kopplungsadresse" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Schließen" })).toBeVisible();
  expect(await textsThatDoNotFit(panel)).toEqual([]);

  const phone = await openScreen(newContext, { ...phoneScreen, ...german });
  await phone.page.goto(phoneURL);
  await waitForHydration(phone.page);
  await expect(panel.getByRole("status")).toHaveText("Verbunden");

  await car.context.setOffline(true);
  await expect(panel.getByRole("status")).toHaveText("Verbindung wird wiederhergestellt…");
  expect(await textsThatDoNotFit(panel)).toEqual([]);
  await car.context.setOffline(false);
  await expect(panel.getByRole("status")).toHaveText("Verbunden", { timeout: 30_000 });

  await phone.page.getByLabel("Adresse").fill("https://www.example.com/a/long/path/to/show/how/the/notice/wraps?with=query&and=more");
  await phone.page.getByRole("button", { name: "An Auto senden" }).tap();
  await expect(phone.page.getByRole("status")).toHaveText("Gesendet. Sehen Sie auf den Bildschirm im Auto.");
  await expect(panel.getByRole("heading", { name: "Link von Ihrem Handy" })).toBeVisible();
  expect(await textsThatDoNotFit(panel)).toEqual([]);
});
