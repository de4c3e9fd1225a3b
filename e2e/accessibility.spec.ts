import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { frameCatalogue } from "../app/generated/i18n/frame/catalogue.server";
import { settingsImports } from "../app/generated/i18n/settings/imports";
import { directionOf } from "../app/lib/i18n/languages";
import { openSettings, settingsButton } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { waitUntilSettled } from "./support/settled";
import { carLocales } from "../test-support/car-locales";

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 720 } },
  { name: "mobile", viewport: { width: 390, height: 844 } },
];

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Visible interactive controls smaller than 48×48 CSS px, each with its name and size. */
function undersizedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [role=button], [tabindex]:not([tabindex='-1'])")]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden")
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 47.5 || box.height < 47.5)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${element.getAttribute("aria-label") ?? element.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

for (const { name, viewport } of viewports) {
  test.describe(`accessibility on ${name}`, () => {
    test.use({ viewport });

    // Each page loads once for both checks (the 48 px check was a test of its own that walked the three pages).
    for (const path of ["/", "/about", "/debug"]) {
      test(`${path} has no serious or critical axe violations, and every interactive control is at least 48×48 CSS px`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitUntilSettled(page);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await undersizedControls(page), path).toEqual([]);
      });
    }

    test("the open settings dialog has no serious or critical axe violations", async ({ page }) => {
      await page.goto("/");
      await openSettings(page);
      expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
    });

    test("the settings dialog with services, a form and its error messages has no serious or critical axe violations", async ({ page }) => {
      await page.goto("/");
      const services = [
        ["_axe1", "Home Plex", "http://plex.example/", 6, null],
        ["_axe2", "A service with a long name", "https://long.example/", 3, 4],
      ];
      await page.evaluate((setup) => localStorage.setItem("setup", setup), JSON.stringify({ v: 1, s: services }));
      await page.reload();
      // With no preference cookie yet, the page posts the backup to the worker and loads again with the services.
      await expect(page.getByRole("main").getByRole("link", { name: "Home Plex" })).toBeVisible();
      const dialog = await openSettings(page);
      await dialog.getByRole("tab", { name: "Your services" }).click();
      await dialog.getByRole("link", { name: "Edit Home Plex" }).click();
      await expect(dialog.getByRole("form", { name: "Edit Home Plex" })).toBeVisible();
      await dialog.getByRole("link", { name: "Add a service" }).click();
      await dialog.getByRole("textbox", { name: "Address" }).fill("mailto:someone@example.com");
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await expect(dialog.getByText("Enter a name")).toBeVisible();
      expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
    });
  });
}

// Issue 23: the light theme passes the same checks; the Display tab is checked in both themes.
for (const theme of ["dark", "light"] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({ viewport: viewports[0]?.viewport });

    test.beforeEach(async ({ context, baseURL }) => {
      if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
      // Dark is the default, which no cookie stands for; the cookie still makes this a driver who chose it.
      await context.addCookies([{ name: "pp_theme", value: theme, url: baseURL }]);
    });

    if (theme === "light") {
      for (const path of ["/", "/about", "/debug"]) {
        test(`${path} has no serious or critical axe violations`, async ({ page }) => {
          await page.goto(path);
          await waitUntilSettled(page);
          await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
          expect(await seriousViolations(page)).toEqual([]);
        });
      }

      test("the open settings dialog has no serious or critical axe violations", async ({ page }) => {
        await page.goto("/");
        await openSettings(page);
        expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
      });
    }

    test("the Display tab has no serious or critical axe violations, and its controls are 48 px", async ({ page }) => {
      await page.goto("/");
      const dialog = await openSettings(page);
      await dialog.getByRole("tab", { name: "Display" }).click();
      await expect(dialog.getByRole("combobox", { name: "Theme" })).toHaveValue(theme);
      expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
      for (const control of await dialog.getByRole("combobox").all()) {
        const box = await control.boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(47.5);
      }
    });
  });
}

// Issue 31: a right-to-left language and a CJK one, on the car's screen, pass the same checks as English.
for (const language of ["ar", "ja"] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ viewport: { width: 980, height: 560 }, locale: carLocales[language] });

    test("/ has no serious or critical axe violations", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", directionOf(language));
      await waitUntilSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the open settings dialog has no serious or critical axe violations", async ({ page }) => {
      await page.goto("/");
      const button = page.getByRole("banner").getByRole("link", { name: frameCatalogue[language]["toolbar.settings"], exact: true });
      await waitForHydration(button);
      await button.click();
      const messages = await settingsImports[language]();
      const dialog = page.getByRole("dialog", { name: messages["dialog.title"] });
      await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(messages["visibility.title"]);
      expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
    });
  });
}

test.describe("keyboard and screen readers", () => {
  test("focus is visible on the first controls", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement)) return "none";
      const style = getComputedStyle(focused);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    });
    expect(outline).not.toBe("none 0px none");
  });

  test("keys pressed while the page hydrates neither break it nor stop it hydrating", async ({ page }) => {
    // A slow CPU keeps the page hydrating for a while: the keys below land in that window from its very start.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await page.goto("/", { waitUntil: "commit" });
    const hydrated = () =>
      page.evaluate(() => {
        const button = document.querySelector("header button");
        return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
      });
    await expect(async () => {
      await page.keyboard.press("Shift");
      expect(await hydrated()).toBe(true);
    }).toPass();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // Hydrated and answering: Custom URL opens its field.
    await page.getByRole("banner").getByRole("button", { name: "Custom URL" }).click();
    await expect(page.getByRole("combobox", { name: "Web address" })).toBeFocused();
  });

  test("the settings dialog traps focus, closes on Escape and returns focus to the settings button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await settingsButton(page).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Application Settings" });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 70; step += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(settingsButton(page)).toBeFocused();
  });

  test("the custom URL input has a label for screen readers", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Custom URL" }).click();
    await expect(page.getByRole("combobox", { name: "Web address" })).toBeFocused();
  });

  test("the custom URL field's suggestions have no serious or critical axe violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Custom URL" }).click();
    const field = page.getByRole("combobox", { name: "Web address" });
    await field.fill("tv");
    await field.press("ArrowDown");
    await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    expect(await seriousViolations(page, "header")).toEqual([]);
  });
});

test.describe("reduced motion", () => {
  const readMotion = (page: Page) =>
    page.evaluate(() => {
      const card = document.querySelector(".pp-card");
      const row = card?.closest("ul");
      if (!card || !row) throw new Error("no card row rendered");
      return { rowScroll: getComputedStyle(row).scrollBehavior, cardTransition: parseFloat(getComputedStyle(card).transitionDuration) };
    });

  test("cards animate and rows scroll smoothly by default", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const motion = await readMotion(page);
    expect(motion.rowScroll).toBe("smooth");
    expect(motion.cardTransition).toBeGreaterThan(0.05);
  });

  test("animations and smooth scrolling are turned off when the user asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const motion = await readMotion(page);
    expect(motion.rowScroll).toBe("auto");
    expect(motion.cardTransition).toBeLessThan(0.001);
  });
});
