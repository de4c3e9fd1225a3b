// Phone to car in other languages (issue 15): the phone's page speaks the phone's language (its own Accept-Language) with
// or without JavaScript, and the car's panel speaks the car's, each fitting its screen.
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { textsThatDoNotFit } from "./support/fit";
import { expect, test } from "./support/fixtures";
import { youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";
import { carScreen, closeWatchedPages, connectProtocolCar, openWatchedPage, phoneScreen, type WatchedPage } from "./support/pairing";

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

/** A car in German, arrived full-screen, showing its code in the "Send from phone" panel; answers links to example.com. */
async function openGermanCar(browser: Browser, origin: string): Promise<{ car: WatchedPage; phoneURL: string }> {
  const car = await openWatchedPage(browser, { ...carScreen, ...german });
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

test("the phone's page speaks German without JavaScript: refusal, confirmation, and it fits the phone", async ({ browser, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const { car, phoneURL } = await openGermanCar(browser, origin);
  const phone = await openWatchedPage(browser, { ...phoneScreen, ...german, javaScriptEnabled: false }, refusalStatus);

  const response = await phone.page.goto(phoneURL);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-language"]).toBe("de");
  await expect(phone.page).toHaveTitle("An Ihr Auto senden · ParkPlay");
  await expect(phone.page.getByRole("heading", { name: "An Ihr Auto senden", level: 1 })).toBeVisible();
  await expect(phone.page.getByRole("main")).toContainText("Auto-Code");

  await phone.page.getByLabel("Adresse").fill("javascript:alert(1)");
  await phone.page.getByRole("button", { name: "An Auto senden" }).tap();
  await expect(phone.page.getByRole("alert")).toHaveText("Nur Webadressen, die mit http:// oder https:// beginnen, können gesendet werden");
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
  await closeWatchedPages(car, phone);
});

test("the phone's page speaks the phone's language, not the car's: French to a German car", async ({ browser, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const { car, phoneURL } = await openGermanCar(browser, origin);
  const phone = await openWatchedPage(browser, { ...phoneScreen, ...french, javaScriptEnabled: false });

  await phone.page.goto(phoneURL);
  await expect(phone.page).toHaveTitle("Envoyer vers votre voiture · ParkPlay");
  await phone.page.getByLabel("Adresse").fill("www.example.com/en-francais");
  await phone.page.getByRole("button", { name: "Envoyer à la voiture" }).tap();
  await expect(phone.page.getByRole("status")).toHaveText("Envoyé. Regardez l’écran de la voiture.");
  expect(await textsThatDoNotFit(phone.page.getByRole("main"))).toEqual([]);
  await expect(car.page.getByRole("alert").filter({ hasText: "Link von Ihrem Handy" })).toContainText("/en-francais");
  await closeWatchedPages(car, phone);
});

test.describe("server answers in the phone's language", () => {
  test.use({ ...german, extraHTTPHeaders: { "accept-language": "de-DE,de;q=0.9" }, expectedPageErrors: refusalStatus });

  test("an expired code answers 404 in German, and a refused post 400 in German", async ({ page, request, baseURL }) => {
    const origin = requireBaseURL(baseURL);
    const guessed = await page.goto("/p/ABCD-EFGH");
    expect(guessed?.status()).toBe(404);
    await expect(
      page.getByText("Dieser Code ist abgelaufen. Öffnen Sie im Auto „Vom Handy senden“, um einen neuen zu erhalten."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();

    const car = await connectProtocolCar(origin);
    const refused = await request.post(`/p/${car.code}`, {
      headers: { origin },
      form: { intent: "link", address: "ftp://example.com/" },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Nur Webadressen, die mit http:// oder https:// beginnen, können gesendet werden");
    const unknownIntent = await request.post(`/p/${car.code}`, { headers: { origin }, form: { intent: "other" } });
    expect(unknownIntent.status()).toBe(400);
    expect(await unknownIntent.text()).toContain("Wählen Sie, was Sie senden möchten: eine Adresse oder Ihre Einrichtung.");
    const bigSetup = JSON.stringify({ v: 1, h: [], s: [["_abcd", "Home", `https://example.com/${"a".repeat(17 * 1024)}`, 6, null]] });
    const tooLarge = await request.post(`/p/${car.code}`, { headers: { origin }, form: { intent: "setup", setup: bigSetup } });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.text()).toContain("Eine Nachricht darf höchstens 16 KB groß sein.");
    expect(car.received.filter((message) => message.type !== "phone")).toEqual([]);
    car.close();
  });
});

test("the car's panel speaks German and fits 980×560, connected and reconnecting", async ({ browser, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const { car, phoneURL } = await openGermanCar(browser, origin);
  const panel = car.page.getByRole("dialog", { name: "Vom Handy senden" });
  await expect(panel.getByText("Mit der Handykamera scannen, dann einen Link oder Ihre Einrichtung senden")).toBeVisible();
  await expect(panel.getByRole("img", { name: "QR-Code der Kopplungsadresse" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Schließen" })).toBeVisible();
  expect(await textsThatDoNotFit(panel)).toEqual([]);

  const phone = await openWatchedPage(browser, { ...phoneScreen, ...german });
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
  await closeWatchedPages(car, phone);
});
