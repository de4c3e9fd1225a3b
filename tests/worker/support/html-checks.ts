// What every HTML page the worker layer receives must hold, whatever the test is about (docs/testing.md).
import { droppedCssVariables } from "../../../app/generated/dropped-css-variables";

type Scheme = keyof typeof droppedCssVariables;

const isScheme = (scheme: string | undefined): scheme is Scheme => scheme !== undefined && scheme in droppedCssVariables;

/** The nonce the Content-Security-Policy allows scripts with, or null when the policy names none. */
export function policyNonce(policy: string | null): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? null;
}

/** Every `<script>` and `<style>` that lacks the policy's nonce: the browser would refuse to run or apply it. */
export function elementsWithoutNonce(document: Document, nonce: string | null): string[] {
  return [...document.querySelectorAll("script, style")]
    .filter((element) => nonce === null || element.getAttribute("nonce") !== nonce)
    .map((element) => element.outerHTML.slice(0, 120));
}

/**
 * Inline styles and style elements that name a theme variable the page's critical CSS left out
 * (scripts/build-critical-css.mjs): such a style gets no value. Once the page links every scheme's sheet, only the names
 * the automatic scheme drops too stay unset (the same rule as the browser layer's fixture, e2e/support/fixtures.ts).
 */
export function droppedVariableReferences(document: Document): string[] {
  const scheme = document.documentElement.getAttribute("data-mantine-color-scheme") ?? undefined;
  if (!isScheme(scheme)) return [];
  const allSchemesLinked = document.querySelector('link[rel="stylesheet"][href*="color-schemes"]') !== null;
  const isDropped = (name: string) =>
    droppedCssVariables[scheme].includes(name) && (!allSchemesLinked || droppedCssVariables.auto.includes(name));
  return [...document.querySelectorAll("[style], style")].flatMap((element) => {
    const css = element.tagName === "STYLE" ? (element.textContent ?? "") : (element.getAttribute("style") ?? "");
    return [...css.matchAll(/var\((--[\w-]+)/g)].flatMap(([, name]) =>
      name !== undefined && isDropped(name)
        ? [`${name} in <${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`]
        : [],
    );
  });
}

const assetAttributes: [selector: string, attribute: string][] = [
  ["script[src]", "src"],
  ["img[src]", "src"],
  ["link[href]", "href"],
  ["use[href]", "href"],
];

/** The page's own files it asks the browser for (scripts, sheets, icons, images, sprites), as paths without their fragment. */
export function referencedAssetPaths(document: Document): string[] {
  const paths = assetAttributes.flatMap(([selector, attribute]) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? ""),
  );
  return [...new Set(paths.filter((path) => path.startsWith("/") && !path.startsWith("//")).map((path) => path.split("#")[0] ?? path))];
}
