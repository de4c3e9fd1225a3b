// The checks every HTML answer of the worker layer passes through: each must catch what it is for, or it proves nothing.
import { Window } from "happy-dom";
import { describe, expect, test } from "vitest";
import { droppedCssVariables } from "../../app/generated/dropped-css-variables";
import { droppedVariableReferences, elementsWithoutNonce, policyNonce, referencedAssetPaths } from "./support/html-checks";

function parse(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

const droppedInDark = droppedCssVariables.dark[0] ?? "";
/** A name the dark sheet drops that the automatic one keeps (the automatic one declares both schemes' colours). */
const droppedInDarkOnly = droppedCssVariables.dark.find((name) => !droppedCssVariables.auto.includes(name)) ?? "";

describe("the worker layer's HTML checks", () => {
  test("the policy's nonce is read from script-src", () => {
    expect(policyNonce("default-src 'none'; script-src 'nonce-abc123' 'strict-dynamic'")).toBe("abc123");
    expect(policyNonce("default-src 'none'")).toBeNull();
    expect(policyNonce(null)).toBeNull();
  });

  test("a script or style without the nonce, or with another, is named; one with it is not", () => {
    const document = parse(
      `<html><head><style nonce="n1">a{}</style><style>b{}</style></head><body><script nonce="n1">1</script><script nonce="n2">2</script></body></html>`,
    );
    expect(elementsWithoutNonce(document, "n1")).toEqual(["<style>b{}</style>", '<script nonce="n2">2</script>']);
    expect(elementsWithoutNonce(document, null)).toHaveLength(4);
  });

  test("a style naming a variable the page's scheme dropped is named, in an attribute or a style element", () => {
    expect(droppedInDark).not.toBe("");
    const document = parse(
      `<html data-mantine-color-scheme="dark"><head><style>.x{color:var(${droppedInDark})}</style></head>` +
        `<body><div class="card" style="width: var(${droppedInDark})"></div><div style="color: var(--mantine-color-text)"></div></body></html>`,
    );
    expect(droppedVariableReferences(document)).toEqual([`${droppedInDark} in <style class="">`, `${droppedInDark} in <div class="card">`]);
  });

  test("once every scheme's sheet is linked, only the names the automatic scheme drops too are missing", () => {
    expect(droppedInDarkOnly).not.toBe("");
    const styled = (linked: boolean) =>
      parse(
        `<html data-mantine-color-scheme="dark"><head>${linked ? '<link rel="stylesheet" href="/build/color-schemes-1.css">' : ""}</head>` +
          `<body><div style="width: var(${droppedInDarkOnly})"></div></body></html>`,
      );
    expect(droppedVariableReferences(styled(false))).toHaveLength(1);
    expect(droppedVariableReferences(styled(true))).toEqual([]);
  });

  test("the page's own files are listed once each, without fragments; other origins are not", () => {
    const document = parse(
      `<html><head><link rel="icon" href="/favicon.svg"><script src="/build/entry.js"></script><script src="//cdn.example/x.js"></script></head>` +
        `<body><img src="/logos/a.png"><img src="https://example.com/b.png"><svg><use href="/logos/us.svg#netflix"></use><use href="/logos/us.svg#hulu"></use></svg></body></html>`,
    );
    expect(referencedAssetPaths(document).toSorted()).toEqual(["/build/entry.js", "/favicon.svg", "/logos/a.png", "/logos/us.svg"]);
  });
});
