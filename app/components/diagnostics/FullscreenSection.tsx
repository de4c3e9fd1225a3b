import { DebugSection } from "~/components/diagnostics/DebugSection";
import { ReadOnlyField } from "~/components/diagnostics/ReadOnlyField";
import type { AttemptOutcome, FullscreenArrivalWay } from "~/lib/fullscreen/attempts";
import type { DebugMessages } from "~/generated/i18n/debug/en";
import type { Translate } from "~/lib/i18n/translate";

export interface FullscreenSessionFacts {
  fullscreen: boolean;
  /** How the session reached full screen, or null while it has not. */
  via: FullscreenArrivalWay | null;
  /** The session's last attempt through YouTube, or null before the first. */
  lastAttempt: { number: number; outcome: AttemptOutcome } | null;
}

interface FullscreenSectionProps {
  facts: FullscreenSessionFacts;
  t: Translate<DebugMessages>;
}

/** Whether this browsing session is full screen, how it got there, and the last attempt through YouTube with how it ended (issue 30). */
export function FullscreenSection({ facts, t }: FullscreenSectionProps) {
  const { lastAttempt } = facts;
  return (
    <DebugSection headingId="fullscreen-heading" title={t("fullscreen")} layout="build">
      <ReadOnlyField label={t("fullscreenNow")} value={facts.fullscreen ? t("yes") : t("no")} />
      <ReadOnlyField label={t("fullscreenVia")} value={t(facts.via === null ? "via.none" : `via.${facts.via}`)} />
      <ReadOnlyField
        label={t("lastAttempt")}
        value={lastAttempt === null ? t("attempt.none") : t(`attempt.${lastAttempt.outcome}`, { number: lastAttempt.number })}
      />
    </DebugSection>
  );
}
