import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { uniqueRay } from "../test-support/edge-log";
import { receivedEnvelopes, receivedEvents, sentryBaseURL } from "./support/sentry-ingest";
import { exceptionValue } from "../test-support/sentry-events";
import { waitForHydration } from "./support/hydration";

const delivery = { timeout: 20_000 };
const crossOrigin = "http://cross-origin.invalid";

function uniqueMarker(): string {
  return `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

async function footerHash(page: Page): Promise<string> {
  return (
    (await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /^Build / })
      .textContent()) ?? ""
  );
}

/** The SDK has taken over from the head script once the script's buffer is gone. */
async function waitForSentry(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => !("__ppEarlyErrors" in window)), delivery).toBe(true);
}

async function countEvents(value: string): Promise<number> {
  return (await receivedEvents((event) => exceptionValue(event) === value)).length;
}

test.describe("error reporting to Sentry (worker with a DSN)", () => {
  test.use({ baseURL: sentryBaseURL });

  test.describe("uncaught errors", () => {
    test.use({ expectedPageErrors: /^pageerror: (early|late|rejected) e2e-/ });

    test("arrive once each, before and after the SDK loads, with the build's release and the environment", async ({ page }) => {
      const marker = uniqueMarker();
      await page.addInitScript((early) => {
        document.addEventListener("DOMContentLoaded", () => {
          Object.assign(window, { sdkLoadedAtEarlyError: "__SENTRY__" in window });
          throw new Error(early);
        });
      }, `early ${marker}`);
      await page.goto("/");
      expect(await page.evaluate(() => Reflect.get(window, "sdkLoadedAtEarlyError"))).toBe(false);
      await expect.poll(() => countEvents(`early ${marker}`), delivery).toBe(1);

      await page.evaluate((late) => {
        setTimeout(() => {
          throw new Error(late);
        });
      }, `late ${marker}`);
      await page.evaluate((rejected) => void Promise.reject(new Error(rejected)), `rejected ${marker}`);
      await expect.poll(() => countEvents(`late ${marker}`), delivery).toBe(1);
      await expect.poll(() => countEvents(`rejected ${marker}`), delivery).toBe(1);

      const release = await footerHash(page);
      const events = await receivedEvents((event) => exceptionValue(event).endsWith(marker));
      expect(events.map(({ event }) => exceptionValue(event)).sort()).toEqual([`early ${marker}`, `late ${marker}`, `rejected ${marker}`]);
      for (const { event } of events) {
        expect(event).toMatchObject({ release, environment: "dev", sdk: { name: "sentry.javascript.remix" } });
      }
    });
  });

  test.describe("browser noise", () => {
    test.use({ expectedPageErrors: /Script error\.|details hidden by the browser|ResizeObserver loop|^pageerror: after the noise e2e-/ });

    test("Script error. and ResizeObserver loop notices are not sent", async ({ page }) => {
      const marker = uniqueMarker();
      await page.route(`${crossOrigin}/**`, (route) =>
        route.fulfill({ contentType: "text/javascript", body: 'throw new Error("details hidden by the browser");' }),
      );
      await page.goto(`/?case=${marker}`);
      await waitForSentry(page);

      const scriptErrorMessage = await page.evaluate(
        (src) =>
          new Promise<string>((resolve) => {
            window.addEventListener("error", (event) => resolve(event.message), { once: true });
            const script = document.createElement("script");
            script.src = src;
            document.head.appendChild(script);
          }),
        `${crossOrigin}/widget.js`,
      );
      expect(scriptErrorMessage).toBe("Script error.");

      const resizeObserverMessage = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const box = document.createElement("div");
            document.body.appendChild(box);
            // Resizing the observed box inside its own callback leaves a notification undelivered in that frame.
            const observer = new ResizeObserver(() => {
              box.style.width = `${box.offsetWidth + 1}px`;
            });
            window.addEventListener(
              "error",
              (event) => {
                observer.disconnect();
                resolve(event.message);
              },
              { once: true },
            );
            observer.observe(box);
          }),
      );
      expect(resizeObserverMessage).toBe("ResizeObserver loop completed with undelivered notifications.");

      // Sent after the noise, so once it has arrived anything the noise had produced would have arrived too.
      await page.evaluate((sentinel) => {
        setTimeout(() => {
          throw new Error(sentinel);
        });
      }, `after the noise ${marker}`);
      await expect.poll(() => countEvents(`after the noise ${marker}`), delivery).toBe(1);

      const fromThisPage = await receivedEvents((event) => event.request?.url?.includes(marker) ?? false);
      expect(fromThisPage.map(({ event }) => exceptionValue(event))).toEqual([`after the noise ${marker}`]);
    });
  });

  test.describe("a loader that throws on the server", () => {
    test.use({ expectedPageErrors: /status of 500/ });

    test("is reported by the Cloudflare SDK with ray and colo tags, and the error boundary reports it from the browser", async ({
      page,
    }) => {
      // What the worker's own report holds is tests/worker/sentry.test.ts's; this is the browser's report beside it.
      const marker = uniqueMarker();
      const cookieValue = `cookie-${marker}`;
      await page.context().addCookies([{ name: "pp-probe", value: cookieValue, url: sentryBaseURL }]);
      const ray = uniqueRay();
      await page.setExtraHTTPHeaders({ "cf-ray": ray });

      const response = await page.goto(`/e2e-fault?case=${marker}`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();

      const fromBoundary = () =>
        receivedEvents((event) => event.sdk?.name === "sentry.javascript.remix" && (event.request?.url?.includes(marker) ?? false));
      await expect.poll(async () => (await fromBoundary()).length, delivery).toBe(1);
      const boundaryEvent = (await fromBoundary())[0]?.event;
      expect(boundaryEvent?.exception?.values?.at(-1)?.mechanism?.data).toMatchObject({ function: "ReactError" });

      const everythingSent = (await receivedEnvelopes()).map((envelope) => envelope.raw).join("\n");
      expect(everythingSent).toContain(ray);
      expect(everythingSent).not.toContain(cookieValue);
    });
  });

  test.describe("trace propagation", () => {
    // The CSP rightly blocks fetches to other origins; this test is about which requests the SDK decorates.
    test.use({ bypassCSP: true });

    test("fetches to the own origin carry sentry-trace and baggage; fetches elsewhere carry neither", async ({ page }) => {
      const crossOriginHeaders: Record<string, string>[] = [];
      await page.route(`${crossOrigin}/**`, async (route) => {
        crossOriginHeaders.push(await route.request().allHeaders());
        await route.fulfill({ status: 204, headers: { "access-control-allow-origin": "*" } });
      });
      await page.goto("/");
      await waitForSentry(page);

      const ownRequest = page.waitForRequest((request) => request.url().endsWith("/favicon.svg?trace-probe"));
      await page.evaluate(() => fetch("/favicon.svg?trace-probe"));
      const ownHeaders = await (await ownRequest).allHeaders();
      expect(ownHeaders["sentry-trace"]).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}(-[01])?$/);
      expect(ownHeaders["baggage"]).toContain("sentry-trace_id=");

      await page.evaluate((url) => fetch(url), `${crossOrigin}/ping`);
      expect(crossOriginHeaders).toHaveLength(1);
      expect(Object.keys(crossOriginHeaders[0] ?? {})).not.toContain("sentry-trace");
      expect(Object.keys(crossOriginHeaders[0] ?? {})).not.toContain("baggage");
    });
  });

  test("the Sentry SDK arrives as a separate chunk after the first load", async ({ page }) => {
    // Each script's address if its body holds the SDK. A body still arriving when the test ends (a chunk loaded late) cannot
    // be read any more: it counts as no SDK instead of failing the test from the listener, as it once did (flaky in CI).
    const sdkScripts: Promise<string | null>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      sdkScripts.push(
        response.text().then(
          (body) => (body.includes("__SENTRY__") ? response.url() : null),
          () => null,
        ),
      );
    });
    const sdkScriptUrls = async () => (await Promise.all(sdkScripts)).filter((url) => url !== null);
    await page.goto("/");
    await waitForSentry(page);
    const firstLoad = await page.evaluate(() =>
      [...document.querySelectorAll("link[rel=modulepreload]")].map((link) => link.getAttribute("href")),
    );
    await expect.poll(async () => (await sdkScriptUrls()).length, delivery).toBeGreaterThan(0);
    for (const url of await sdkScriptUrls()) expect(firstLoad).not.toContain(new URL(url).pathname);
  });
});

test.describe("without a DSN (the main worker)", () => {
  test("no Sentry code is downloaded and no early-error script is inlined", async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    const loading = new Set<Request>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") loading.add(request);
    });
    const settled = (request: Request) => loading.delete(request);
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push({ url: response.url(), body: response.text() });
    });
    await page.goto("/");
    await waitForHydration(page);
    // Past the idle moment the SDK would load at (with a DSN the app asks for it in an idle callback it registers on start)...
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 6_000 })));
    // ...and every script asked for by then has arrived.
    await expect.poll(() => loading.size).toBe(0);

    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.url).not.toMatch(/sentry/i);
      expect(await script.body).not.toContain("__SENTRY__");
    }
    await expect(page.locator("#pp-early-errors")).toHaveCount(0);
  });
});
