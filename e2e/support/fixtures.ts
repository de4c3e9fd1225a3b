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
}

/**
 * Watches every page a context opens: console errors, page errors and hydration warnings (less those `expected`), and
 * inline styles naming a variable scripts/build-critical-css.mjs left out, which would get no value.
 */
async function watchContext(context: BrowserContext, expected: RegExp | null): Promise<ContextProblems> {
  const problems: ContextProblems = { consoleErrors: [], droppedVariableReferences: [] };
  const record = (problem: string) => {
    if (!expected?.test(problem)) problems.consoleErrors.push(problem);
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

interface ContextFixtures {
  /** The problems of the test's own `context` (and so of `page`), for a test that inspects them; they fail the test anyway. */
  consoleErrors: string[];
  /**
   * Opens another context (a second profile, a phone beside the car, a context without JavaScript), watched like `context`
   * and closed after the test. Browser tests make every context of their own through it, never with `browser.newContext`.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

const problemsOf = new WeakMap<BrowserContext, ContextProblems>();

/**
 * Every page of every context a test opens fails the test if it logs a console error, throws, warns about hydration or
 * names a dropped variable. Nothing here is automatic: a test that asks for neither `page`, `context` nor `newContext`
 * (one that only sends requests) creates no context at all.
 */

export const test = base.extend<PageProblemOptions & ContextFixtures>({
  expectedPageErrors: [null, { option: true }],
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
