import type { Locator, Page } from "@playwright/test";
import { Category, categoryTitleKeys } from "../app/data/categories";
import { arrangeDe } from "../app/generated/i18n/arrange/de";
import { arrangeFr } from "../app/generated/i18n/arrange/fr";
import { frameDe } from "../app/generated/i18n/frame/de";
import { frameFr } from "../app/generated/i18n/frame/fr";
import { servicesDe } from "../app/generated/i18n/services/de";
import { servicesFr } from "../app/generated/i18n/services/fr";
import { settingsDe } from "../app/generated/i18n/settings/de";
import { settingsFr } from "../app/generated/i18n/settings/fr";
import { createTranslator } from "../app/lib/i18n/translate";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

test.use({ viewport: { width: 980, height: 560 } });

/** Opens the settings dialog by its translated link; the dialog is the page's only one. */
async function openSettings(page: Page, settingsLabel: string): Promise<Locator> {
  await page.getByRole("banner").getByRole("link", { name: settingsLabel }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog;
}

/**
 * Buttons (and links drawn as buttons or tabs) in the scope whose label is cut off or which stick out of the scope's box;
 * each named by its text.
 */
async function overflowingButtons(scope: Locator): Promise<string[]> {
  return scope.evaluate((element) => {
    const bounds = element.getBoundingClientRect();
    return [...element.querySelectorAll("button, a.mantine-Button-root, [role=tab]")]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.width === 0) return false;
        const clipped = [button, ...button.querySelectorAll("span")].some((part) => part.scrollWidth > part.clientWidth + 1);
        return clipped || box.left < bounds.left - 1 || box.right > bounds.right + 1;
      })
      .map((button) => button.textContent || button.getAttribute("aria-label") || "");
  });
}

test.describe("your services and arrange mode in German", () => {
  test.use({ extraHTTPHeaders: { "accept-language": "de-DE" }, locale: "de-DE" });

  test("add a service through the German form, see a German error, then arrange it in German", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openSettings(page, frameDe["toolbar.settings"]);
    await dialog.getByRole("tab", { name: settingsDe["tab.services"] }).click();
    await expect(dialog.getByRole("heading", { name: servicesDe["section.title"] })).toBeVisible();

    await dialog.getByRole("link", { name: servicesDe["list.add"] }).click();
    const form = dialog.getByRole("form", { name: servicesDe["form.addLabel"] });
    const address = form.getByRole("textbox", { name: servicesDe["form.address"] });
    await expect(address).toHaveAccessibleDescription(servicesDe["form.addressHint"]);
    await expect(form.getByRole("radio", { name: servicesDe["colour.green"] })).toBeAttached();
    await form.getByRole("textbox", { name: servicesDe["form.name"] }).fill("Heimkino");
    await address.fill("javascript:alert(1)");
    await form.getByRole("combobox", { name: servicesDe["form.category"] }).selectOption(frameDe[categoryTitleKeys[Category.Personal]]);
    await form.getByRole("button", { name: servicesDe["form.add"], exact: true }).click();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(address).toBeFocused();
    await expect(form.getByText(servicesDe["error.addressNotHttp"])).toBeVisible();
    expect(await overflowingButtons(dialog)).toEqual([]);

    await address.fill("kino.example");
    await form.getByRole("button", { name: servicesDe["form.add"], exact: true }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Heimkino hinzugefügt." })).toBeAttached();
    await expect(dialog.getByRole("link", { name: "Heimkino bearbeiten" })).toBeVisible();
    const personal = frameDe[categoryTitleKeys[Category.Personal]];
    const card = page.getByRole("main").getByRole("region", { name: personal }).getByRole("link", { name: "Heimkino" });
    await expect(card).toHaveAttribute("href", "http://kino.example/");

    await dialog.getByRole("tab", { name: settingsDe["tab.arrange"] }).click();
    await dialog.getByRole("button", { name: settingsDe["arrange.start"] }).click();
    const layer = page.getByRole("region", { name: arrangeDe.title });
    await expect(layer.getByRole("heading", { level: 1, name: arrangeDe.title })).toBeFocused();
    await expect(layer.getByText(arrangeDe.intro)).toBeVisible();
    expect(await overflowingButtons(layer.locator(".pp-arrange-bar"))).toEqual([]);

    const row = layer.getByRole("region", { name: personal });
    const homeCard = row.getByRole("button", { name: "Heimkino", exact: true });
    await expect(homeCard).toHaveAttribute("aria-roledescription", arrangeDe["card.roleDescription"]);
    await expect(homeCard).toHaveAccessibleDescription(arrangeDe["drag.instructions"]);
    const cardCount = await row.getByRole("listitem").count();
    await row.getByRole("button", { name: "Heimkino nach vorne" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Heimkino ist jetzt an Position ${cardCount - 1} von ${cardCount} in ${personal}.` }),
    ).toBeAttached();
    await row.getByRole("button", { name: `${personal} nach oben` }).click();
    await expect(page.getByRole("status").filter({ hasText: new RegExp(`^${personal} ist jetzt Reihe \\d+ von \\d+\\.$`) })).toBeAttached();

    // The keyboard drag speaks German too: dnd-kit's live region announces the pick-up and the drop.
    await homeCard.focus();
    await page.keyboard.press("Space");
    await expect(
      page.getByRole("status").filter({ hasText: `Heimkino an Position ${cardCount - 1} von ${cardCount} aufgenommen.` }),
    ).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `Verschieben von Heimkino abgebrochen. Die Kachel bleibt an Position ${cardCount - 1} von ${cardCount}.` }),
    ).toBeAttached();

    await layer.getByRole("button", { name: arrangeDe.done }).click();
    await expect(layer).toHaveCount(0);
  });
});

for (const { language, acceptLanguage, settingsLabel, settings, services, arrange } of [
  {
    language: "de" as const,
    acceptLanguage: "de-DE",
    settingsLabel: frameDe["toolbar.settings"],
    settings: settingsDe,
    services: servicesDe,
    arrange: arrangeDe,
  },
  {
    language: "fr" as const,
    acceptLanguage: "fr-FR",
    settingsLabel: frameFr["toolbar.settings"],
    settings: settingsFr,
    services: servicesFr,
    arrange: arrangeFr,
  },
]) {
  test.describe(`your services and arrange mode in ${acceptLanguage} at 980×560`, () => {
    test.use({ extraHTTPHeaders: { "accept-language": acceptLanguage }, locale: acceptLanguage });

    test("every button's label fits: the services list, the edit form, the limit and arrange mode's bar and row heads", async ({
      page,
    }) => {
      const stored = Array.from({ length: 20 }, (_, index) => [
        `_s${String(index).padStart(3, "0")}`,
        `Site ${index + 1}`,
        `https://site${index + 1}.example/`,
        Category.MyServices,
        null,
      ]);
      await page.goto("/");
      await page.evaluate((setup) => localStorage.setItem("setup", setup), JSON.stringify({ v: 1, s: stored }));
      await page.reload();
      // With no preference cookie yet, the page posts the backup to the worker and loads again with the services.
      await expect(page.getByRole("main").getByRole("link", { name: "Site 1", exact: true })).toBeVisible();
      await waitForHydration(page);
      const dialog = await openSettings(page, settingsLabel);
      await dialog.getByRole("tab", { name: settings["tab.services"] }).click();
      const t = createTranslator(services, language);
      await expect(dialog.getByText(t("limit.reached", { count: 20 }))).toBeVisible();
      await dialog.getByRole("link", { name: t("list.editLabel", { name: "Site 1" }), exact: true }).click();
      const form = dialog.getByRole("form", { name: t("form.editLabel", { name: "Site 1" }) });
      await expect(form.getByRole("button", { name: services["form.save"] })).toBeVisible();
      expect(await overflowingButtons(dialog)).toEqual([]);
      await form.getByRole("link", { name: services["form.cancel"] }).click();

      await dialog.getByRole("tab", { name: settings["tab.arrange"] }).click();
      await dialog.getByRole("button", { name: settings["arrange.start"] }).click();
      const layer = page.getByRole("region", { name: arrange.title });
      await expect(layer.getByRole("button", { name: arrange.done })).toBeVisible();
      // The rows scroll sideways by design; the bar and each row's head must fit as they are.
      expect(await overflowingButtons(layer.locator(".pp-arrange-bar"))).toEqual([]);
      expect(await overflowingButtons(layer.locator(".pp-arrange-row-head").first())).toEqual([]);
      const title = await layer.getByRole("heading", { level: 1 }).evaluate((heading) => heading.scrollWidth <= heading.clientWidth);
      expect(title).toBe(true);
    });
  });
}
