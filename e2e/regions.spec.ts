import type { Page } from "@playwright/test";
import { regionalSources } from "../app/data/regional-sources.server";
import type { Region } from "../app/data/regions";
import { sources } from "../app/data/sources";
import { storageKeys } from "../app/lib/preferences/stored/cookie-codecs";
import { cookieValue, openSettings } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const iplayer = regionalSources.bbciplayer;

function card(page: Page, name: string) {
  return page.getByRole("main").getByRole("link", { name, exact: true });
}

/** Stores a region choice where Settings keeps it: localStorage (the browser's source of truth) and the worker's cookie. */
async function chooseStoredRegion(page: Page, region: Region): Promise<void> {
  await page.context().addCookies([{ name: "pp_region", value: region, url: test.info().project.use.baseURL ?? "" }]);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.region, region] as const);
}

/** Hides one card through Settings and waits until the worker's cookie holds the choice. */
async function hideInSettings(page: Page, name: string, id: string): Promise<void> {
  const dialog = await openSettings(page);
  await dialog.getByRole("checkbox", { name, exact: true }).uncheck();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await cookieValue(page.context(), "pp_hidden"))?.split(".") ?? []).toContain(id);
}

// Without JavaScript, which regional services each region lists is the server's HTML: tests/worker/regions.test.ts.
test.describe("en-GB with JavaScript", () => {
  test.use({ locale: "en-GB" });

  test("shows BBC iPlayer and no Hulu, and its card opens its official address in the same tab", async ({ page, context }) => {
    // A stand-in for the service's page: the test never leaves the machine.
    await context.route(iplayer.url, (route) => route.fulfill({ contentType: "text/html", body: "<title>iPlayer</title>" }));
    await page.goto("/");
    await waitForHydration(page);
    await expect(card(page, "BBC iPlayer")).toBeVisible();
    await expect(card(page, "ITVX")).toBeVisible();
    await expect(card(page, sources.hulu.name)).toHaveCount(0);
    await expect(card(page, sources.peacock.name)).toHaveCount(0);
    const link = card(page, "BBC iPlayer");
    await expect(link).toHaveAttribute("href", iplayer.url);
    await expect(link).not.toHaveAttribute("target", /./);
    await link.click();
    await expect(page).toHaveURL(iplayer.url);
    expect(context.pages()).toHaveLength(1);
  });
});

test.describe("de-DE with JavaScript", () => {
  test.use({ locale: "de-DE" });

  test("shows ARD Mediathek and ZDF, and no UK or US-only service", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(card(page, "ARD Mediathek")).toBeVisible();
    await expect(card(page, "ZDF")).toBeVisible();
    await expect(card(page, "ARD Mediathek")).toHaveAttribute("href", regionalSources.ardmediathek.url);
    await expect(card(page, "BBC iPlayer")).toHaveCount(0);
    await expect(card(page, sources.hulu.name)).toHaveCount(0);
  });
});

test.describe("a hidden regional source", () => {
  test.use({ locale: "en-GB" });

  test("stays hidden after switching region away and back, with and without JavaScript", async ({ page, context, newContext }) => {
    // Three regions' dashboards, two Settings saves and a second browser context.
    test.slow();
    await page.goto("/");
    await waitForHydration(page);
    await hideInSettings(page, "BBC iPlayer", "bbciplayer");
    await page.reload();
    await expect(card(page, "ITVX")).toBeVisible();
    await expect(card(page, "BBC iPlayer")).toHaveCount(0);

    // Away to the US, where hiding Hulu saves the hidden list again: BBC iPlayer, not listed there, must stay in it.
    await chooseStoredRegion(page, "us");
    await page.reload();
    await waitForHydration(page);
    await expect(card(page, sources.hulu.name)).toBeVisible();
    await hideInSettings(page, sources.hulu.name, "hulu");
    expect((await cookieValue(context, "pp_hidden"))?.split(".")).toContain("bbciplayer");

    await chooseStoredRegion(page, "uk");
    await page.reload();
    await waitForHydration(page);
    await expect(card(page, "ITVX")).toBeVisible();
    await expect(card(page, "BBC iPlayer")).toHaveCount(0);

    // The same cookies render the same dashboard on the server alone.
    const noScript = await newContext({ locale: "en-GB", javaScriptEnabled: false });
    await noScript.addCookies(await context.cookies());
    const noScriptPage = await noScript.newPage();
    await noScriptPage.goto("/");
    await expect(card(noScriptPage, "ITVX")).toBeVisible();
    await expect(card(noScriptPage, "BBC iPlayer")).toHaveCount(0);
  });
});
