import { DebugSection } from "~/components/diagnostics/DebugSection";
import { ReadOnlyField } from "~/components/diagnostics/ReadOnlyField";
import type { DebugMessages } from "~/generated/i18n/debug/en";
import type { Translate } from "~/lib/i18n/translate";

interface BuildInfoSectionProps {
  /** Already formatted, in en-US whatever the page's language: support reads it. */
  date: string;
  hash: string;
  version: string;
  t: Translate<DebugMessages>;
}

export function BuildInfoSection({ date, hash, version, t }: BuildInfoSectionProps) {
  return (
    <DebugSection headingId="build-info-heading" title={t("build")} layout="build">
      <ReadOnlyField label={t("date")} value={date} suffix="UTC" />
      <ReadOnlyField label={t("hash")} value={hash} />
      <ReadOnlyField label={t("version")} value={version} />
    </DebugSection>
  );
}
