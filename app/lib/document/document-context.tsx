import { createContext, useContext, useState } from "react";

/** What only the worker knows while it renders a document: the response's CSP nonce and the inlined critical CSS and script. */
export interface ServerDocument {
  nonce: string;
  criticalCss: string;
  /** The head script that posts the browser's preferences backup when no preference cookie came (preferences/restore-script.server.ts). */
  restoreScript: string;
}

const ServerDocumentContext = createContext<ServerDocument | null>(null);

export const ServerDocumentProvider = ServerDocumentContext.Provider;

export const criticalStyleElementId = "pp-critical-css";

export const restoreScriptElementId = "pp-restore-backup";

/**
 * The response's nonce: from the worker while rendering, and in the browser from the served document's own scripts
 * (browsers hide the attribute but keep the `nonce` property), so styles Mantine adds later, such as the error
 * screen's after a client-side navigation, pass the CSP too.
 */
export function useNonce(): string {
  const serverDocument = useContext(ServerDocumentContext);
  const [nonce] = useState(() => serverDocument?.nonce ?? document.querySelector<HTMLElement>("script[nonce]")?.nonce ?? "");
  return nonce;
}

/** The critical CSS text: from the worker while rendering, and read back from the served document while hydrating, so both agree. */
export function useCriticalCss(): string {
  const serverDocument = useContext(ServerDocumentContext);
  const [css] = useState(() => serverDocument?.criticalCss ?? document.getElementById(criticalStyleElementId)?.textContent ?? "");
  return css;
}

/** The backup restore script's text: from the worker while rendering, and read back from the served document while hydrating. */
export function useRestoreScript(): string {
  const serverDocument = useContext(ServerDocumentContext);
  const [script] = useState(() => serverDocument?.restoreScript ?? document.getElementById(restoreScriptElementId)?.textContent ?? "");
  return script;
}
