// What axe checks of a page's words, for every language as the server sends it: the page's language and direction, and
// an accessible name on every control. The browser runs axe itself in English, Arabic and Japanese (e2e/accessibility.spec.ts).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { directionOf, languages } from "../../app/lib/i18n/languages";
import { acceptLanguageFor } from "../../test-support/car-locales";
import { workerClient } from "./support/worker";

/** The roles of the controls a driver or a screen reader can operate. */
const controlRoles = ["link", "button", "textbox", "searchbox", "combobox", "checkbox", "radio", "switch", "tab", "slider", "spinbutton"];

const pages = ["/", "/about", "/debug", "/?settings"];
const cases = languages.flatMap((language) => pages.map((path) => ({ language, path })));

describe("every language's pages as the server sends them", () => {
  test.each(cases)("$language: $path has its language and direction, and every control an accessible name", async ({ language, path }) => {
    const response = await workerClient({ "accept-language": acceptLanguageFor(language) }).get(path);
    expect(response.status).toBe(200);
    const document = response.document();
    expect(document.documentElement.getAttribute("lang")).toBe(language);
    expect(document.documentElement.getAttribute("dir")).toBe(directionOf(language));
    const body = within(document.body);
    const controls = controlRoles.flatMap((role) => body.queryAllByRole(role));
    expect(controls.length).toBeGreaterThan(3);
    const unnamed = controlRoles.flatMap((role) =>
      body.queryAllByRole(role, { name: (name) => name.trim() === "" }).map((element) => `${role}: ${element.outerHTML.slice(0, 120)}`),
    );
    expect(unnamed).toEqual([]);
  });
});

describe("keyboard and screen readers", () => {
  test("card links are named after their service even when a logo is shown", async () => {
    const main = within(within((await workerClient({ "accept-language": "en-US" }).get("/")).document().body).getByRole("main"));
    for (const name of ["YouTube", "Netflix"]) {
      const link = main.getByRole("link", { name });
      // The name holds even where the card draws the service's logo instead of writing its name.
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(main.getAllByRole("link").some((link) => link.querySelector("svg, img") !== null)).toBe(true);
  });
});
