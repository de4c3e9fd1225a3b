import type { PublicEnv } from "~/lib/edge/public-env";
import { useDocumentParts } from "~/lib/document/document-context";
import { earlyErrorScript, earlyErrorScriptId } from "~/lib/reporting/early-errors";

/** Buffers errors from the first byte until the lazily loaded Sentry SDK takes over; rendered only when reporting is configured. */
export function EarlyErrorScript({ publicEnv }: { publicEnv: PublicEnv }) {
  const { nonce } = useDocumentParts();
  if (!publicEnv.sentryDsn) return null;
  return (
    <script
      id={earlyErrorScriptId}
      nonce={nonce}
      data-dsn={publicEnv.sentryDsn}
      data-environment={publicEnv.environment}
      data-public-origin={publicEnv.publicOrigin ?? undefined}
      dangerouslySetInnerHTML={{ __html: earlyErrorScript }}
    />
  );
}
