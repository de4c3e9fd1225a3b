import { createContext, useContext, useState } from "react";

/** What only the worker knows while it renders a document: the response's CSP nonce and the inlined critical CSS. */
export interface ServerDocument {
  nonce: string;
  criticalCss: string;
}

const ServerDocumentContext = createContext<ServerDocument | null>(null);

export const ServerDocumentProvider = ServerDocumentContext.Provider;

export const criticalStyleElementId = "pp-critical-css";

/** The nonce on the server; in the browser the nonce is hidden from the DOM and no longer needed after the first render. */
export function useNonce(): string {
  return useContext(ServerDocumentContext)?.nonce ?? "";
}

/** The critical CSS text: from the worker while rendering, and read back from the served document while hydrating, so both agree. */
export function useCriticalCss(): string {
  const serverDocument = useContext(ServerDocumentContext);
  const [css] = useState(() => serverDocument?.criticalCss ?? document.getElementById(criticalStyleElementId)?.textContent ?? "");
  return css;
}
