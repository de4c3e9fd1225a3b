import { Title } from "@mantine/core";
import { ReadOnlyField } from "~/components/diagnostics/ReadOnlyField";
import type { DebugMessages } from "~/lib/i18n/messages/debug/en";
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
    <section className="pp-debug-section" aria-labelledby="build-info-heading">
      <Title order={2} id="build-info-heading">
        {t("build")}
      </Title>
      <div className="pp-debug-fields" data-layout="build">
        <ReadOnlyField label={t("date")} value={date} suffix="UTC" />
        <ReadOnlyField label={t("hash")} value={hash} />
        <ReadOnlyField label={t("version")} value={version} />
      </div>
    </section>
  );
}
