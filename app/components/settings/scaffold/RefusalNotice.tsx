import type { PreferenceIntent, RefusedChange } from "~/lib/preferences/forms/intents";

interface RefusalNoticeProps {
  refusal: RefusedChange | null;
  /** The forms of the tab that shows it: a refusal is said where the driver made the change. */
  intents: readonly PreferenceIntent[];
}

/** Why the preferences action refused a change made on this tab, in the page's language, naming the field. */
export function RefusalNotice({ refusal, intents }: RefusalNoticeProps) {
  if (refusal === null || refusal.intent === null || !intents.includes(refusal.intent)) return null;
  return (
    <p role="alert" className="pp-settings-refusal">
      {refusal.message}
    </p>
  );
}
