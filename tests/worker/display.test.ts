// Issue 23, the server's side: the theme and the card size chosen in Settings' Display tab are in the first HTML (the
// attributes the critical CSS paints by), the worker asks for the colour-scheme hint, and the Display tab's form applies
// both without JavaScript. How each attribute paints is checked in e2e/display.spec.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { settingsEn } from "../../app/generated/i18n/settings/en";
import { pressButton } from "./support/forms";
import { selectOption, settingsDialog } from "./support/settings";
import { workerClient, type WorkerResponse } from "./support/worker";

const colorSchemeHint = "Sec-CH-Prefers-Color-Scheme";

const colorScheme = (page: WorkerResponse) => page.document().documentElement.getAttribute("data-mantine-color-scheme");

/** A browser profile holding the display cookies, as one that chose them in Settings. */
function clientWithCookies(cookies: Record<string, string>) {
  const client = workerClient();
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
  return client;
}

describe("themes without JavaScript", () => {
  test("Dark, the default, renders the page dark", async () => {
    expect(colorScheme(await workerClient().get("/"))).toBe("dark");
  });

  test("Light renders the page light, whatever the system prefers, with a white theme colour", async () => {
    const page = await clientWithCookies({ pp_theme: "light" }).get("/", { headers: { [colorSchemeHint]: "dark" } });
    expect(colorScheme(page)).toBe("light");
    expect(page.document().querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe("#ffffff");
  });

  test("Automatic asks for the colour-scheme hint, and never for a retry with it", async () => {
    const page = await clientWithCookies({ pp_theme: "auto" }).get("/");
    expect(page.headers.get("accept-ch")).toBe(colorSchemeHint);
    expect(page.headers.get("vary")).toMatch(new RegExp(colorSchemeHint));
    expect(page.headers.get("critical-ch")).toBeNull();
    expect(colorScheme(page)).toBe("auto");
  });

  test.each([
    ["auto", "light", "light"],
    ["auto", "dark", "dark"],
    ["dark", "light", "dark"],
  ] as const)(
    "from the second request on, the %s theme on a %s system renders %s: Automatic follows the client hint, a chosen theme ignores it",
    async (theme, system, expected) => {
      const client = clientWithCookies({ pp_theme: theme });
      // The first request cannot carry the hint: the worker never asks for a retry with it (no Critical-CH).
      expect(colorScheme(await client.get("/"))).toBe(theme === "auto" ? "auto" : expected);
      expect(colorScheme(await client.get("/", { headers: { [colorSchemeHint]: system } }))).toBe(expected);
    },
  );

  test("the Display tab's form applies a theme and a card size with its Apply button, and says so", async () => {
    const client = workerClient();
    const page = await client.get("/?settings=display");
    const dialog = within(settingsDialog(page));
    selectOption(dialog.getByRole("combobox", { name: settingsEn["display.theme"] }), "light");
    selectOption(dialog.getByRole("combobox", { name: settingsEn["display.cardSize"] }), "large");
    const applied = await pressButton(client, page, dialog.getByRole("button", { name: settingsEn["display.apply"] }));

    expect(new URL(applied.url).pathname + new URL(applied.url).search).toBe("/?settings=display&saved=display");
    const after = within(settingsDialog(applied));
    expect(after.getByRole("status").textContent).toBe(settingsEn["display.saved"]);
    const theme = after.getByRole("combobox", { name: settingsEn["display.theme"] });
    expect(theme.querySelector("option[selected]")?.getAttribute("value")).toBe("light");
    expect(applied.document().documentElement.getAttribute("data-pp-card-size")).toBe("large");
    expect(colorScheme(applied)).toBe("light");
    expect(client.cookies.get("pp_theme")).toBe("light");
    expect(client.cookies.get("pp_card_size")).toBe("large");
  });
});

describe("card sizes without JavaScript", () => {
  test.each([
    ["standard", null],
    ["compact", "compact"],
    ["large", "large"],
  ] as const)("the %s card size is in the first HTML", async (cardSize, attribute) => {
    const page = await clientWithCookies({ pp_card_size: cardSize }).get("/");
    expect(page.document().documentElement.getAttribute("data-pp-card-size")).toBe(attribute);
  });
});
