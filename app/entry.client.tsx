import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { holdInputUntil } from "~/lib/document/hold-input";
import { readReportingEnv } from "~/lib/reporting/early-errors";
import { reportBootstrapFailure, startErrorReporting } from "~/lib/reporting/error-reporting";

// Scheduled first so a failed hydration can still be reported; the SDK itself loads only when the browser is idle.
startErrorReporting(readReportingEnv());

// Keys and taps wait until Remix has decoded the page's data and made its router: before that, React hydrating for them
// synchronously would hit RemixBrowser's suspended first render and fail (see hold-input.ts).
holdInputUntil(() => "__remixRouter" in window);

try {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
} catch (error) {
  reportBootstrapFailure(error);
}
