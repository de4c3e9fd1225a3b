// Two browsers for the phone-to-car tests: a car (its screen, arriving full-screen from YouTube) and a phone (touch,
// portrait); the car that speaks the relay's protocol directly is test-support/protocol-car.ts's, shared with the worker layer.
import type { BrowserContextOptions, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { youtubeReferrer } from "./fullscreen";

export const carScreen: BrowserContextOptions = { viewport: { width: 980, height: 560 }, deviceScaleFactor: 1.96 };
export const phoneScreen: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

export function sendFromPhonePanel(page: Page): Locator {
  return page.getByRole("dialog", { name: "Send from phone" });
}

/** The car arrives full-screen, opens "Send from phone" and reads the code's address off the panel. */
export async function openCarPanel(page: Page, baseURL: string): Promise<{ code: string; phoneURL: string }> {
  await page.goto(`${baseURL}/`, { referer: youtubeReferrer });
  await page.getByRole("button", { name: "Send from phone" }).click();
  const panel = sendFromPhonePanel(page);
  await expect(panel.getByRole("status")).toHaveText("Waiting for your phone…");
  const written = await panel.getByText(/\/p\/[2-9A-Z]{4}-[2-9A-Z]{4}$/).textContent();
  const code = /([2-9A-Z]{4}-[2-9A-Z]{4})$/.exec(written ?? "")?.[1];
  if (code === undefined) throw new Error(`No pairing address on the panel: ${written}`);
  return { code, phoneURL: `${baseURL}/p/${code}` };
}

/** The car's notification of a link from the phone. */
export function linkNotice(page: Page): Locator {
  return page.getByRole("alert").filter({ hasText: "Link from your phone" });
}

export { connectProtocolCar, formHeaders, postToCar, type ProtocolCar } from "../../test-support/protocol-car";
