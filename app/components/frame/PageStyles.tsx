import { Suspense, type ReactNode } from "react";
import type { InlinedPageStyles } from "~/lib/document/document-context";
import { useStylesheet } from "~/lib/document/stylesheet";

interface PageStylesProps {
  inlined: InlinedPageStyles;
  nonce: string;
  /** The same sheets as files, for a client-side navigation to the page, whose document did not carry them inline. */
  stylesheetHrefs: readonly [string, string];
  children: ReactNode;
}

/** The page's sheets, linked and awaited: the page shows nothing rather than showing unstyled. */
function LinkedStylesheets({ stylesheetHrefs: [first, second], children }: Pick<PageStylesProps, "stylesheetHrefs" | "children">) {
  useStylesheet(first);
  useStylesheet(second);
  return children;
}

/**
 * A page with a sheet of its own: the worker inlines it, as a linked sheet held the first paint back while the page's
 * scripts shared the connection; a client-side navigation links the files and waits for them.
 */
export function PageStyles({ inlined: { elementId, css }, nonce, stylesheetHrefs, children }: PageStylesProps) {
  if (css === null) {
    return (
      <Suspense fallback={null}>
        <LinkedStylesheets stylesheetHrefs={stylesheetHrefs}>{children}</LinkedStylesheets>
      </Suspense>
    );
  }
  return (
    <>
      <style id={elementId} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
      {children}
    </>
  );
}
