import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EarlyErrorScript } from "~/components/frame/EarlyErrorScript";
import { ServerDocumentProvider } from "~/lib/document/document-context";
import { earlyErrorScript } from "~/lib/reporting/early-errors";

function renderInDocument(publicEnv: Parameters<typeof EarlyErrorScript>[0]["publicEnv"]): string {
  return renderToString(
    <ServerDocumentProvider value={{ nonce: "n0nce", colorScheme: "dark", criticalCss: "", pageCss: { debug: "" }, restoreScript: "" }}>
      <EarlyErrorScript publicEnv={publicEnv} />
    </ServerDocumentProvider>,
  );
}

describe("EarlyErrorScript", () => {
  it("renders nothing when error reporting is off", () => {
    expect(renderInDocument({ environment: "prod", sentryDsn: null, publicOrigin: null })).toBe("");
  });

  it("inlines the static buffering script with the nonce and what the lazily loaded SDK needs", () => {
    const html = renderInDocument({
      environment: "dev",
      sentryDsn: "https://key@o1.ingest.sentry.io/42",
      publicOrigin: "https://parkplay.example",
    });
    const script = new DOMParser().parseFromString(html, "text/html").querySelector("script");
    expect(script?.textContent).toBe(earlyErrorScript);
    expect(script?.getAttribute("nonce")).toBe("n0nce");
    expect({ ...script?.dataset }).toEqual({
      dsn: "https://key@o1.ingest.sentry.io/42",
      environment: "dev",
      publicOrigin: "https://parkplay.example",
    });
  });
});
