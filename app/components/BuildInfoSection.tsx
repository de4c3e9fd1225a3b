import { Title } from "@mantine/core";
import { ReadOnlyField } from "~/components/ReadOnlyField";

interface BuildInfoSectionProps {
  date: string;
  hash: string;
  version: string;
}

export function BuildInfoSection({ date, hash, version }: BuildInfoSectionProps) {
  return (
    <section className="pp-debug-section" aria-labelledby="build-info-heading">
      <Title order={2} id="build-info-heading">
        Build Info
      </Title>
      <div className="pp-debug-fields" data-layout="build">
        <ReadOnlyField label="Date" value={date} suffix="UTC" />
        <ReadOnlyField label="Hash" value={hash} />
        <ReadOnlyField label="Version" value={version} />
      </div>
    </section>
  );
}
