import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { droppedCssVariables } from "../../app/generated/dropped-css-variables";

interface PageProblemOptions {
  /** Page errors and console errors a test causes on purpose (aborted images, thrown test errors); anything else still fails it. */
  expectedPageErrors: RegExp | null;
}

declare global {
  interface Window {
    /** Exposed by the droppedVariableReferences fixture. */
    ppReportDroppedVariable?: (reference: string) => Promise<void>;
  }
}

/**
 * In the page: reports each inline style or style element that names a variable the page's critical CSS left out (the
 * variant its first scheme chose, and once the scheme changed, also the automatic one it links). The observer sees the
 * parser's nodes as well as React's, so every state a test passes through is checked, not only the last.
 */
function reportDroppedVariableReferences(dropped: typeof droppedCssVariables) {
  const isScheme = (scheme: string | undefined): scheme is keyof typeof dropped => scheme !== undefined && scheme in dropped;
  let inlinedScheme: keyof typeof dropped | undefined;
  const isDropped = (name: string) => {
    inlinedScheme ??= [document.documentElement.dataset.mantineColorScheme].find(isScheme);
    if (inlinedScheme === undefined) return false;
    const allSchemesLinked = document.querySelector('link[rel="stylesheet"][href*="color-schemes"]') !== null;
    return dropped[inlinedScheme].includes(name) && (!allSchemesLinked || dropped.auto.includes(name));
  };
  const check = (element: Element, css: string) => {
    for (const [, name] of css.matchAll(/var\((--[\w-]+)/g)) {
      if (name !== undefined && isDropped(name)) {
        void window.ppReportDroppedVariable?.(
          `${name} in <${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`,
        );
      }
    }
  };
  const checkTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const element of [node, ...node.querySelectorAll("[style], style")]) {
      check(element, element instanceof HTMLStyleElement ? (element.textContent ?? "") : (element.getAttribute("style") ?? ""));
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes" && record.target instanceof Element) check(record.target, record.target.getAttribute("style") ?? "");
      else record.addedNodes.forEach(checkTree);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["style"] });
}

/** What a context's pages did wrong: console errors, page errors, hydration warnings, and styles naming a dropped variable. */
interface ContextProblems {
  consoleErrors: string[];
  droppedVariableReferences: string[];
  /** What the current test causes on purpose; a context reused across tests takes each test's own. */
  expected: RegExp | null;
}

/**
 * Watches every page a context opens: console errors, page errors and hydration warnings (less those `expected`), and
 * inline styles naming a variable scripts/build-critical-css.mjs left out, which would get no value.
 */
async function watchContext(context: BrowserContext, expected: RegExp | null): Promise<ContextProblems> {
  const problems: ContextProblems = { consoleErrors: [], droppedVariableReferences: [], expected };
  const record = (problem: string) => {
    if (!problems.expected?.test(problem)) problems.consoleErrors.push(problem);
  };
  const watch = (page: Page) => {
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" || /hydrat/i.test(text)) record(`${message.type()}: ${text}`);
    });
    page.on("pageerror", (error) => record(`pageerror: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  await context.exposeBinding("ppReportDroppedVariable", (_source, reference: string) => {
    problems.droppedVariableReferences.push(reference);
  });
  await context.addInitScript(reportDroppedVariableReferences, droppedCssVariables);
  return problems;
}

function expectNoProblems(problems: ContextProblems): void {
  expect(problems.consoleErrors, "console errors, page errors or hydration warnings").toEqual([]);
  expect(problems.droppedVariableReferences, "styles naming a variable the critical CSS leaves out").toEqual([]);
}

/** The context options a reused page is kept apart by: two tests share one only when all of these agree. */
interface ReadOnlyPageOptions {
  viewport: BrowserContextOptions["viewport"];
  isMobile: boolean | undefined;
  hasTouch: boolean | undefined;
  deviceScaleFactor: number | undefined;
  javaScriptEnabled: boolean | undefined;
  locale: string | undefined;
  colorScheme: BrowserContextOptions["colorScheme"];
  userAgent: string | undefined;
}

interface ReusedPage {
  page: Page;
  problems: ContextProblems;
}

interface ContextFixtures {
  /**
   * A page for a test that only reads (loads pages and looks at them): one context and page per set of context options
   * and Playwright worker, reused from test to test, with its cookies, storage and routes cleared after each. A test whose
   * subject is a cold cache, a first visit's HTTP cache, a race (held scripts, a throttled CPU) or an init script uses
   * `page` instead.
   */
  readOnlyPage: Page;
  /** The problems of the test's own `context` (and so of `page`), for a test that inspects them; they fail the test anyway. */
  consoleErrors: string[];
  /**
   * Opens another context (a second profile, a phone beside the car, a context without JavaScript), watched like `context`
   * and closed after the test. Browser tests make every context of their own through it, never with `browser.newContext`.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

const problemsOf = new WeakMap<BrowserContext, ContextProblems>();

interface ReusedPages {
  /** The worker's page for these options, opened on first use. */
  pageFor: (options: ReadOnlyPageOptions, baseURL: string | undefined, expected: RegExp | null) => Promise<ReusedPage>;
}

/**
 * Every page of every context a test opens fails the test if it logs a console error, throws, warns about hydration or
 * names a dropped variable. Nothing here is automatic: a test that asks for neither `page`, `context` nor `newContext`
 * (one that only sends requests) creates no context at all.
 */

export const test = base.extend<PageProblemOptions & ContextFixtures, { reusedPages: ReusedPages }>({
  expectedPageErrors: [null, { option: true }],
  reusedPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, ReusedPage>();
      await use({
        pageFor: async (options, baseURL, expected) => {
          const key = JSON.stringify(options);
          let reused = pages.get(key);
          if (reused === undefined) {
            const context = await browser.newContext({ ...options, baseURL });
            reused = { page: await context.newPage(), problems: await watchContext(context, expected) };
            pages.set(key, reused);
          }
          return reused;
        },
      });
      for (const { page } of pages.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
  readOnlyPage: async (
    {
      reusedPages,
      expectedPageErrors,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      javaScriptEnabled,
      locale,
      colorScheme,
      userAgent,
    },
    use,
  ) => {
    const options: ReadOnlyPageOptions = {
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      javaScriptEnabled,
      locale,
      colorScheme,
      userAgent,
    };
    const reused = await reusedPages.pageFor(options, baseURL, expectedPageErrors);
    const { page, problems } = reused;
    problems.expected = expectedPageErrors;
    await use(page);
    // What this test saw fails it, not the next one; then the next test starts as a first visit would.
    const seen = { ...problems };
    problems.consoleErrors = [];
    problems.droppedVariableReferences = [];
    await page.unrouteAll({ behavior: "ignoreErrors" });
    if (javaScriptEnabled !== false && page.url().startsWith(baseURL ?? "-")) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.goto("about:blank");
    await page.context().clearCookies();
    expectNoProblems(seen);
  },
  context: async ({ context, expectedPageErrors }, use) => {
    const problems = await watchContext(context, expectedPageErrors);
    problemsOf.set(context, problems);
    await use(context);
    expectNoProblems(problems);
  },
  consoleErrors: async ({ context }, use) => {
    const problems = problemsOf.get(context);
    if (problems === undefined) throw new Error("the test's context is not watched");
    await use(problems.consoleErrors);
  },
  newContext: async ({ browser, expectedPageErrors }, use) => {
    const opened: { context: BrowserContext; problems: ContextProblems }[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push({ context, problems: await watchContext(context, expectedPageErrors) });
      return context;
    });
    for (const { context } of opened) await context.close();
    for (const { problems } of opened) expectNoProblems(problems);
  },
});

export { expect };
