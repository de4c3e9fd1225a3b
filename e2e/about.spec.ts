import { logoCredits, logoIconSets } from "../app/data/logo-credits";
import { expect, test } from "./support/fixtures";
import { footerPaddingBottom, isYouTubeRedirect, stubYouTube, youtubeRedirectTarget, youtubeReferrer } from "./support/fullscreen";
import { waitForHydration } from "./support/hydration";

test.describe("About page", () => {
  test("explains ParkPlay, then offers full-screen, then the disclaimer", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Return to Dashboard" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    for (const topic of [
      /while your car is in Park/,
      /outside our control/,
      /not affiliated with/,
      /own secure website/,
      /stores none of your information/,
    ]) {
      await expect(main.getByText(topic)).toBeVisible();
    }
    const openFullscreen = main.getByRole("button", { name: "Open in Fullscreen" });
    const disclaimer = main.getByRole("heading", { level: 2, name: "Disclaimer" });
    await expect(openFullscreen).toBeVisible();
    await expect(disclaimer).toBeVisible();

    const [buttonBox, disclaimerBox] = await Promise.all([openFullscreen.boundingBox(), disclaimer.boundingBox()]);
    if (!buttonBox || !disclaimerBox) throw new Error("About page is not laid out");
    expect(buttonBox.y).toBeLessThan(disclaimerBox.y);
  });

  test("credits the logos under 'Logos', after the disclaimer: each icon set's author, licence link and changes, and every file", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    const [disclaimerBox, logosBox] = await Promise.all([
      main.getByRole("heading", { level: 2, name: "Disclaimer" }).boundingBox(),
      main.getByRole("heading", { level: 2, name: "Logos" }).boundingBox(),
    ]);
    if (!disclaimerBox || !logosBox) throw new Error("About page is not laid out");
    expect(disclaimerBox.y).toBeLessThan(logosBox.y);

    for (const set of Object.values(logoIconSets)) {
      await expect(main.getByRole("link", { name: set.name, exact: true })).toHaveAttribute("href", set.url);
      await expect(main.getByRole("link", { name: set.licenseTitle, exact: true })).toHaveAttribute("href", set.licenseUrl);
      await expect(main.getByText(`by ${set.author}, licensed under`)).toBeVisible();
      await expect(main.getByText(`${set.services.join(", ")}. ${set.changes}`)).toBeVisible();
    }

    const fileList = await main.getByRole("link", { name: "logos/LICENSES.md" }).getAttribute("href");
    const response = await request.get(fileList ?? "");
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/^text\//);
    const licenses = await response.text();
    for (const id of Object.keys(logoCredits)) expect(licenses).toContain(`| ${id}.svg | `);
  });

  test("'Open in Fullscreen' goes through YouTube's redirect page, like the prompt's 'Yes'", async ({ page, baseURL }) => {
    await stubYouTube(page);
    await page.goto("/about");
    await waitForHydration(page.getByRole("button", { name: "Open in Fullscreen" }));
    const actionRequest = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/_root.data",
    );
    await page.getByRole("button", { name: "Open in Fullscreen" }).click();
    await actionRequest;
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
  });

  test("in full-screen mode the button is gone and the footer makes room for the car's bar", async ({ page }) => {
    await page.goto("/about");
    const normalPadding = await footerPaddingBottom(page);

    await page.goto("/about", { referer: youtubeReferrer });
    await expect(page.getByRole("heading", { level: 2, name: "Disclaimer" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open in Fullscreen" })).toHaveCount(0);
    expect(await footerPaddingBottom(page)).toBeGreaterThan(normalPadding + 40);
  });

  test("a client-side visit after arriving full-screen still hides the button", async ({ page }) => {
    await page.goto("/", { referer: youtubeReferrer });
    await waitForHydration(page.getByRole("contentinfo").getByRole("link", { name: "about" }));
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads.push(request.url());
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "about" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open in Fullscreen" })).toHaveCount(0);
    expect(documentLoads).toEqual([]);
  });
});

test.describe("About page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Open in Fullscreen' still reaches YouTube's redirect page", async ({ page, baseURL }) => {
    await stubYouTube(page);
    await page.goto("/about");
    await page.getByRole("button", { name: "Open in Fullscreen" }).click();
    await page.waitForURL(isYouTubeRedirect);
    expect(youtubeRedirectTarget(page.url())).toBe(`${baseURL}/`);
  });
});
