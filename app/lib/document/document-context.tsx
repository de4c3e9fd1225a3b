import { createContext, useContext, useState } from "react";
import type { ColorScheme } from "~/lib/display/display";

/** Pages with a sheet of their own, which the worker inlines where it renders them (scripts/build-critical-css.mjs). */
export type PageWithOwnStyles = "debug";

/** What only the worker knows while it renders a document: the response's CSP nonce and the inlined critical CSS and script. */
export interface ServerDocument {
  nonce: string;
  /** The colour scheme whose critical CSS is inlined: <html data-mantine-color-scheme>, also where the root loader failed. */
  colorScheme: ColorScheme | "auto";
  criticalCss: string;
  pageCss: Readonly<Record<PageWithOwnStyles, string>>;
  /** The head script that posts the browser's preferences backup when no preference cookie came (preferences/server/restore-script.server.ts). */
  restoreScript: string;
}

const ServerDocumentContext = createContext<ServerDocument | null>(null);

export const ServerDocumentProvider = ServerDocumentContext.Provider;

export const criticalStyleElementId = "pp-critical-css";

export const restoreScriptElementId = "pp-restore-backup";

function servedColorScheme(): ColorScheme | "auto" {
  const scheme = document.documentElement.getAttribute("data-mantine-color-scheme");
  return scheme === "dark" || scheme === "light" ? scheme : "auto";
}

/** A page's inlined sheet and the id of its <style> element, by which the browser finds it again while hydrating. */
export interface InlinedPageStyles {
  elementId: string;
  /** Null after a client-side navigation to the page: its sheet came with another page's document, or not at all. */
  css: string | null;
}

/** The served document's parts as the browser and the worker both see them, so hydration renders them alike. */
export interface DocumentParts {
  nonce: string;
  colorScheme: ColorScheme | "auto";
  criticalCss: string;
  restoreScript: string;
  pageStyles: Readonly<Record<PageWithOwnStyles, InlinedPageStyles>>;
}

/**
 * The document's parts: from the worker while rendering, and read back from the served document while hydrating. The
 * nonce comes from the document's own scripts (browsers hide the attribute but keep the `nonce` property), so styles
 * Mantine adds later, such as the error screen's after a client-side navigation, pass the CSP too. The root hands the
 * parts to its pages through the outlet: a page importing this module would split it off the first-load chunk.
 */
export function useDocumentParts(): DocumentParts {
  const serverDocument = useContext(ServerDocumentContext);
  const [parts] = useState(() => {
    const debugStylesId = "pp-page-css-debug";
    const servedText = (id: string) => document.getElementById(id)?.textContent;
    return {
      nonce: serverDocument?.nonce ?? document.querySelector<HTMLElement>("script[nonce]")?.nonce ?? "",
      colorScheme: serverDocument?.colorScheme ?? servedColorScheme(),
      criticalCss: serverDocument?.criticalCss ?? servedText(criticalStyleElementId) ?? "",
      restoreScript: serverDocument?.restoreScript ?? servedText(restoreScriptElementId) ?? "",
      pageStyles: { debug: { elementId: debugStylesId, css: serverDocument?.pageCss.debug ?? servedText(debugStylesId) ?? null } },
    };
  });
  return parts;
}
