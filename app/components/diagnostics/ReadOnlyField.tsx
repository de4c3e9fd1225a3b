import { InputBase } from "@mantine/core";

interface ReadOnlyFieldProps {
  label: string;
  value: string;
  /** A short note shown beside the value, such as a unit or time zone. */
  suffix?: string;
  /** Rows for long values (the user agent), which wrap instead of scrolling sideways. */
  rows?: number;
}

/** A labelled value support can read aloud or photograph: large, selectable, not editable. */
export function ReadOnlyField({ label, value, suffix, rows }: ReadOnlyFieldProps) {
  return (
    <InputBase
      label={label}
      value={value}
      readOnly
      size="lg"
      className={rows ? "pp-field pp-field-wide" : "pp-field"}
      component={rows ? "textarea" : "input"}
      multiline={Boolean(rows)}
      rows={rows}
      rightSection={suffix ? <span className="pp-field-suffix">{suffix}</span> : undefined}
      rightSectionWidth={suffix ? "4rem" : undefined}
    />
  );
}
