// Phone to car (issue 14) in real Chromium: a car (980×560, arrived full-screen) shows a code, a phone (390×844, touch)
// opens it and sends a link or its setup, and the car's screen shows it. The relay's protocol and limits, and the phone's
// page without JavaScript, are checked against the worker in tests/worker/pairing.test.ts.
import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { maximalSetup, setupFixture } from "../test-support/setups";
import { cardNames } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { carScreen, linkNotice, openCarPanel, phoneScreen, sendFromPhonePanel } from "./support/pairing";

const sentText = "Sent. Check the car's screen.";
// A host the car's browser answers itself (every other external host is aborted), so "Open" has somewhere to go.
const linkHost = "www.example.com";

test.describe.configure({ timeout: 90_000 });

function requireBaseURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is unset");
  return baseURL;
}

async function stubLinkHost(context: BrowserContext): Promise<void> {
  await context.route(`https://${linkHost}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Linked page</title><p>Linked page</p>" }),
  );
}

/** A screen of its own (the car's or the phone's), from the watched `newContext` fixture. */
async function openScreen(newContext: (options: BrowserContextOptions) => Promise<BrowserContext>, options: BrowserContextOptions) {
  const context = await newContext(options);
  return { context, page: await context.newPage() };
}

function openControl(page: Page) {
  const notice = linkNotice(page);
  return notice.getByRole("link", { name: "Open" }).or(notice.getByRole("button", { name: "Open" }));
}

async function sendAddress(phone: Page, address: string): Promise<void> {
  await phone.getByLabel("Address").fill(address);
  await phone.getByRole("button", { name: "Send to car" }).tap();
}

test("a link from the phone waits on the car's screen and opens in the car's own tab only on Open", async ({ newContext, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const car = await openScreen(newContext, carScreen);
  const phone = await openScreen(newContext, phoneScreen);
  await stubLinkHost(car.context);
  const { phoneURL } = await openCarPanel(car.page, origin);
  await phone.page.goto(phoneURL);
  await waitForHydration(phone.page);
  await expect(sendFromPhonePanel(car.page).getByRole("status")).toHaveText("Connected");
  // A phone that has no ParkPlay setup is offered only the address.
  await expect(phone.page.getByRole("button", { name: "Send my setup" })).toHaveCount(0);

  const address = `https://${linkHost}/watch?v=pairing-open`;
  await sendAddress(phone.page, address);
  await expect(phone.page.getByRole("status")).toHaveText(sentText);

  const notice = linkNotice(car.page);
  await expect(notice).toContainText(address);
  await expect(notice.locator("strong")).toHaveText(linkHost);
  await expect(car.page).toHaveURL(`${origin}/`);

  await openControl(car.page).click();
  await expect(car.page).toHaveURL(address);
  await expect(car.page).toHaveTitle("Linked page");
  expect(car.context.pages()).toHaveLength(1);
});

test("a setup from the phone replaces the car's dashboard after Replace", async ({ newContext, baseURL }) => {
  const origin = requireBaseURL(baseURL);
  const car = await openScreen(newContext, carScreen);
  const phone = await openScreen(newContext, phoneScreen);
  const phoneSetup = await setupFixture(maximalSetup);
  await phone.context.addCookies(Object.entries(phoneSetup.cookies).map(([name, value]) => ({ name, value, url: origin })));
  await phone.context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, phoneSetup.localStorage);

  await phone.page.goto(`${origin}/`);
  const phoneDashboard = await cardNames(phone.page);
  const carDefault = await (async () => {
    await car.page.goto(`${origin}/`);
    return cardNames(car.page);
  })();
  expect(carDefault).not.toEqual(phoneDashboard);

  const { phoneURL } = await openCarPanel(car.page, origin);
  await phone.page.goto(phoneURL);
  await waitForHydration(phone.page);
  await phone.page.getByRole("button", { name: "Send my setup" }).tap();
  await expect(phone.page.getByRole("status")).toHaveText(sentText);

  const preview = car.page.getByRole("dialog", { name: "Replace your dashboard with this setup?" });
  await expect(preview).toContainText("20 of your services");
  await preview.getByRole("button", { name: "Replace" }).click();
  await expect(preview).toHaveCount(0);
  await car.page.keyboard.press("Escape");
  await expect(sendFromPhonePanel(car.page)).toHaveCount(0);
  await expect.poll(() => cardNames(car.page)).toEqual(phoneDashboard);
  // What the car shows, it saved: a reload renders the phone's dashboard from the car's own storage. The cookies are
  // written just after the dashboard changes, so a reload that came first is tried again.
  await expect
    .poll(async () => {
      await car.page.reload();
      return cardNames(car.page);
    })
    .toEqual(phoneDashboard);
});
