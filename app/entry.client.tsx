import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { readReportingEnv } from "~/lib/reporting/early-errors";
import { reportBootstrapFailure, startErrorReporting } from "~/lib/reporting/error-reporting";

// Scheduled first so a failed hydration can still be reported; the SDK itself loads only when the browser is idle.
startErrorReporting(readReportingEnv());

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
