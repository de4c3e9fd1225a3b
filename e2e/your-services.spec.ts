import { frameEn } from "../app/generated/i18n/frame/en";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { Category, categoryTitleKeys } from "../app/data/categories";
import { openSettings, reloadWithStorage, usSourceIds } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

declare global {
  interface Window {
    /** Names a list on the page has shown twice at once, as watchForDoubles saw them. */
    ppDoubles?: string[];
  }
}

const setupKey = "setup";
const setupCookie = "pp_setup";
const limitText = "You have 20 services, the most ParkPlay keeps. Remove one to add another.";

interface ServiceInput {
  name: string;
  address: string;
  category?: Category;
}

/** Opens the settings dialog on its Your services tab. */
async function openServices(page: Page): Promise<Locator> {
  const dialog = await openSettings(page);
  await dialog.getByRole("tab", { name: "Your services" }).click();
  await expect(dialog.getByRole("heading", { name: "Your Services" })).toBeVisible();
  return dialog;
}

/** Fills in 'Add a service' on the Your services tab and submits it; the dialog stays open. */
async function addService(dialog: Locator, { name, address, category }: ServiceInput) {
  await dialog.getByRole("link", { name: "Add a service" }).click();
  const form = dialog.getByRole("form", { name: "Add a service" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Address" }).fill(address);
  if (category !== undefined) await form.getByRole("combobox", { name: "Category" }).selectOption(frameEn[categoryTitleKeys[category]]);
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form).toHaveCount(0);
}

/** The setup in its stored format with these services in My Services, as a returning driver's localStorage holds it. */
function storedServices(count: number): string {
  const services = Array.from({ length: count }, (_, index) => [
    `_s${String(index).padStart(3, "0")}`,
    `Site ${index + 1}`,
    `https://site${index + 1}.example/`,
    Category.MyServices,
    null,
  ]);
  return JSON.stringify({ v: 1, s: services });
}

function row(page: Page, category: Category): Locator {
  return page.getByRole("main").getByRole("region", { name: frameEn[categoryTitleKeys[category]] });
}

/**
 * From now on, records every name that a dashboard row or the dialog's service list shows twice at once, after any
 * change to the page: a card drawn twice even for a single frame is caught, where a locator might look too late.
 */
async function watchForDoubles(page: Page) {
  await page.evaluate(() => {
    const doubles: string[] = [];
    window.ppDoubles = doubles;
    new MutationObserver(() => {
      for (const list of document.querySelectorAll("main ul, [role=dialog] ul")) {
        // A card is named by its label, its text (a brand's mark sits over the name); a service in the dialog by its Edit link's label.
        const names = [...list.children].map((item) => item.querySelector("[aria-label]")?.getAttribute("aria-label") ?? item.textContent);
        doubles.push(...names.filter((name, index) => names.indexOf(name) !== index).map(String));
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

async function doubles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (window.ppDoubles === undefined) throw new Error("watchForDoubles was not installed");
    return window.ppDoubles;
  });
}

/** Waits until the worker has deleted its copy of the setup (the cookie) after the last service went. */
async function waitForSetupCookieGone(context: BrowserContext) {
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === setupCookie && cookie.value !== "")).toBe(false);
}

test("add, edit and remove a service: its card comes first, in My Services, and follows every change", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openServices(page);
  await watchForDoubles(page);
  await addService(dialog, { name: "Home Plex", address: " plex.example.com:32400/web " });

  await expect(dialog.getByRole("status").filter({ hasText: "Added Home Plex." })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Add a service" })).toBeFocused();
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings.first()).toHaveText("My Services");
  const card = row(page, Category.MyServices).getByRole("link", { name: "Home Plex", exact: true });
  await expect(card).toHaveAttribute("href", "http://plex.example.com:32400/web");
  await expect(card).not.toHaveAttribute("target", /./);
  await expect(row(page, Category.MyServices).getByRole("link")).toHaveCount(1);
  const automatic = await card.evaluate((link) => getComputedStyle(link).backgroundColor);

  await dialog.getByRole("link", { name: "Edit Home Plex" }).click();
  const form = dialog.getByRole("form", { name: "Edit Home Plex" });
  await expect(form.getByRole("textbox", { name: "Address" })).toHaveValue("http://plex.example.com:32400/web");
  await expect(form.getByRole("radio", { name: "Automatic" })).toBeChecked();
  await form.getByRole("textbox", { name: "Name" }).fill("Plex");
  await form.getByRole("radio", { name: "Purple" }).check();
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByRole("link", { name: "Edit Plex", exact: true })).toBeFocused();

  const renamed = row(page, Category.MyServices).getByRole("link", { name: "Plex", exact: true });
  await expect(renamed).toHaveCSS("background-color", "rgb(106, 27, 154)");
  expect(automatic).not.toBe("rgb(106, 27, 154)");
  await expect(page.getByRole("main").getByRole("link", { name: "Home Plex" })).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), setupKey)).toContain('"Plex"');
  // The saves have been answered: the page showed each change once, never a card beside its saved copy.
  expect(await doubles(page)).toEqual([]);

  await dialog.getByRole("button", { name: "Remove Plex" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Removed Plex." })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Add a service" })).toBeFocused();
  await expect(row(page, Category.MyServices)).toHaveCount(0);
  await expect(headings.first()).toHaveText(frameEn[categoryTitleKeys[Category.Streaming]]);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), setupKey)).toBeNull();
  await waitForSetupCookieGone(context);
  expect(await doubles(page)).toEqual([]);
});

test("a service added to another row joins that row's end, and the form's mistakes are named in words", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openServices(page);
  await dialog.getByRole("link", { name: "Add a service" }).click();
  const form = dialog.getByRole("form", { name: "Add a service" });
  const name = form.getByRole("textbox", { name: "Name" });
  const address = form.getByRole("textbox", { name: "Address" });
  await expect(name).toBeFocused();
  await expect(form.getByRole("combobox", { name: "Category" })).toHaveValue(String(Category.MyServices));

  await address.fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/^Enter a name/);
  await expect(address).toHaveAccessibleDescription(/^Only web addresses starting with http:\/\/ or https:\/\/ can be added/);
  await expect(name).toBeFocused();

  await name.fill("Club TV");
  await address.fill("clubtv.example");
  await form.getByRole("combobox", { name: "Category" }).selectOption(frameEn[categoryTitleKeys[Category.Sports]]);
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form).toHaveCount(0);

  const sportsCards = row(page, Category.Sports).getByRole("link");
  await expect(sportsCards.last()).toHaveAccessibleName("Club TV");
  await expect(sportsCards.last()).toHaveAttribute("href", "http://clubtv.example/");
  await expect(row(page, Category.MyServices)).toHaveCount(0);
});

test("Escape closes the service form and leaves the settings dialog open", async ({ page }) => {
  await page.goto("/");
  const dialog = await openServices(page);
  await dialog.getByRole("link", { name: "Add a service" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Half typed");
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("form", { name: "Add a service" })).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Add a service" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the 20th service is the last: the section then says so and Add a service is off", async ({ page }) => {
  await page.goto("/");
  // With no preference cookie yet, the page posts localStorage's backup to the worker and loads again with the services.
  await reloadWithStorage(page, { [setupKey]: storedServices(19) });
  await expect(row(page, Category.MyServices).getByRole("link")).toHaveCount(19);
  await waitForHydration(page);

  const dialog = await openServices(page);
  await expect(dialog.getByText(limitText)).toHaveCount(0);
  await addService(dialog, { name: "Site 20", address: "site20.example" });

  await expect(row(page, Category.MyServices).getByRole("link")).toHaveCount(20);
  await expect(dialog.getByRole("button", { name: /^Remove / })).toHaveCount(20);
  // At the limit Add a service is a disabled button; below it, a link to the add form.
  const add = dialog.getByRole("button", { name: "Add a service" });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(limitText);
  await expect(dialog.getByText(limitText)).toBeFocused();

  await dialog.getByRole("button", { name: "Remove Site 1", exact: true }).click();
  await expect(dialog.getByRole("link", { name: "Add a service" })).toBeVisible();
  await expect(add).toHaveCount(0);
  await expect(dialog.getByText(limitText)).toHaveCount(0);
});

test("a stored setup of 20 services offers no way to add a 21st", async ({ page }) => {
  await page.goto("/");
  await reloadWithStorage(page, { [setupKey]: storedServices(20) });
  await expect(row(page, Category.MyServices).getByRole("link")).toHaveCount(20);
  await waitForHydration(page);
  const dialog = await openServices(page);
  await expect(dialog.getByRole("button", { name: "Add a service" })).toBeDisabled();
  await expect(dialog.getByRole("link", { name: "Add a service" })).toHaveCount(0);
  await expect(dialog.getByText(limitText)).toBeVisible();
  await expect(dialog.getByRole("form")).toHaveCount(0);
});

test("hostile names are shown as the text they are, never as markup or reversed text", async ({ page }) => {
  page.on("dialog", (alert) => {
    throw new Error(`a name ran as script: ${alert.message()}`);
  });
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openServices(page);
  await watchForDoubles(page);
  const markup = "<img src=x onerror=alert(1)>";
  await addService(dialog, { name: markup, address: "example.com" });
  await addService(dialog, { name: "<b>Bold</b>", address: "example.org" });
  await addService(dialog, { name: "Kino\u202Eevil.exe", address: "example.net" });

  const cards = row(page, Category.MyServices).getByRole("link");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAccessibleName(markup);
  await expect(cards.nth(1)).toHaveText("<b>Bold</b>");
  await expect(cards.nth(2)).toHaveText("Kinoevil.exe");
  await expect(dialog.getByText(markup, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Edit Kinoevil.exe", exact: true })).toBeVisible();
  await expect(page.locator("img[src='x'], b")).toHaveCount(0);

  // The changes reach the worker one at a time; the page it serves holds all three once the last has arrived.
  const served = () => page.request.get("/").then((response) => response.text());
  await expect.poll(served).toContain("Kinoevil.exe");
  const html = await served();
  expect(html).toContain("&lt;b&gt;Bold&lt;/b&gt;");
  expect(html).not.toContain("<b>Bold");
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain("\u202E");
  expect(await doubles(page)).toEqual([]);
});

test("without JavaScript, a reload shows the same rows and cards in the same order", async ({ page, context, newContext, baseURL }) => {
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openServices(page);
  await addService(dialog, { name: "Home Plex", address: "plex.example.com" });
  await addService(dialog, { name: "Club TV", address: "https://clubtv.example/live", category: Category.Sports });
  await addService(dialog, { name: "A name long enough for a monogram", address: "long.example" });
  await dialog.getByRole("link", { name: "Close settings" }).click();
  // Closing is a client-side navigation to /: the dialog leaves once it has happened.
  await expect(dialog).toBeHidden();
  const withScript = await page.getByRole("main").ariaSnapshot();
  expect(withScript).toContain("Club TV");

  // The changes reach the worker one at a time: its page without JavaScript matches once the last has arrived.
  const noScript = await newContext({ javaScriptEnabled: false, baseURL });
  const noScriptPage = await noScript.newPage();
  await expect(async () => {
    await noScript.clearCookies();
    await noScript.addCookies(await context.cookies());
    await noScriptPage.goto("/");
    expect(await noScriptPage.getByRole("main").ariaSnapshot()).toBe(withScript);
  }).toPass();
  await expect(noScriptPage.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText("My Services");
});

/** Controls in the dialog smaller than a 48 px target, each named; a checkbox's whole row is its label, and so its target. */
async function smallControls(controls: Locator) {
  return controls.evaluateAll((elements) =>
    elements
      .map((element) => {
        const box = (element.matches("input[type=checkbox]") ? element.closest("label") : element)?.getBoundingClientRect();
        const name = element.getAttribute("aria-label") ?? element.closest("label")?.textContent ?? element.textContent;
        return { name: name?.trim(), width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
      })
      .filter(({ width, height }) => width < 48 || height < 48),
  );
}

test("on a 980×560 car screen the dialog fits, its body scrolls under the title, and every control is a 48 px target", async ({ page }) => {
  await page.setViewportSize({ width: 980, height: 560 });
  await page.goto("/");
  await reloadWithStorage(page, { [setupKey]: storedServices(3) });
  await expect(row(page, Category.MyServices).getByRole("link")).toHaveCount(3);
  await waitForHydration(page);
  const dialog = await openServices(page);
  await dialog.getByRole("link", { name: "Edit Site 2" }).click();
  const form = dialog.getByRole("form", { name: "Edit Site 2" });
  await expect(form).toBeVisible();

  const dialogBox = await dialog.boundingBox();
  expect(dialogBox?.y).toBeGreaterThanOrEqual(0);
  expect((dialogBox?.y ?? 0) + (dialogBox?.height ?? Infinity)).toBeLessThanOrEqual(560);
  // The tab bar is where the other settings are: it must be there, not squeezed out by a tall form.
  await expect(dialog.getByRole("tab", { name: "Your services", selected: true })).toBeInViewport();

  // The controls are links (tabs, Edit, Cancel, Close) as well as buttons and fields (the forms' hidden fields are not
  // controls); the tabs show one at a time.
  const controls = dialog.locator("a[href], button, input:not([type=hidden]), select");
  expect(await controls.count()).toBeGreaterThan(9);
  expect(await smallControls(controls)).toEqual([]);

  const title = dialog.getByRole("heading", { name: "Application Settings" });
  await form.getByRole("button", { name: "Save changes" }).scrollIntoViewIfNeeded();
  await expect(title).toBeInViewport();
  await expect(dialog.getByRole("link", { name: "Close settings" })).toBeInViewport();
  await expect(form.getByRole("button", { name: "Save changes" })).toBeInViewport();
  await expect(dialog.getByRole("heading", { name: "Your Services" })).not.toBeInViewport();

  // Sources keeps its list in a scrolling area of its own, with Save in view below it.
  await dialog.getByRole("tab", { name: "Sources" }).click();
  await expect(dialog.getByRole("checkbox")).toHaveCount(usSourceIds.length);
  expect(await smallControls(controls)).toEqual([]);
  await dialog.getByRole("checkbox").last().scrollIntoViewIfNeeded();
  await expect(title).toBeInViewport();
  await expect(dialog.getByRole("link", { name: "Close settings" })).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Save", exact: true })).toBeInViewport();
});
