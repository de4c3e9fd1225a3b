import { test as base, expect, type Page } from "@playwright/test";
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

interface PageProblems {
  consoleErrors: string[];
  droppedVariableReferences: string[];
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

/** Every test fails if the page logs a console error, throws, or warns about hydration. */
export const test = base.extend<PageProblemOptions & PageProblems>({
  expectedPageErrors: [null, { option: true }],
  consoleErrors: [
    // Watches every page the test's context opens, rather than asking for the `page` fixture: a test that needs only
    // `request` or a context of its own would otherwise pay for a page it never uses (most of a second on CI's two cores).
    async ({ context, expectedPageErrors }, use) => {
      const problems: string[] = [];
      const record = (problem: string) => {
        if (!expectedPageErrors?.test(problem)) problems.push(problem);
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
      await use(problems);
      expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
  // scripts/build-critical-css.mjs leaves out the theme's variables nothing reads; a style that names one gets no value.
  droppedVariableReferences: [
    async ({ context }, use) => {
      const references: string[] = [];
      await context.exposeBinding("ppReportDroppedVariable", (_source, reference: string) => {
        references.push(reference);
      });
      await context.addInitScript(reportDroppedVariableReferences, droppedCssVariables);
      await use(references);
      expect(references, "styles naming a variable the critical CSS leaves out").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
