import { useId, type ChangeEvent } from "react";

export interface Choice {
  value: string;
  label: string;
  /** The language the label is written in, where it is not the page's (each language's own name). */
  lang?: string;
}

interface ChoiceSelectProps {
  label: string;
  name: string;
  value: string;
  choices: readonly Choice[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** One labelled native select of a choices tab (ChoicesForm), its label above it. */
export function ChoiceSelect({ label, name, value, choices, onChange }: ChoiceSelectProps) {
  const id = useId();
  return (
    <div className="pp-locale-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="pp-locale-select" value={value} onChange={onChange}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
