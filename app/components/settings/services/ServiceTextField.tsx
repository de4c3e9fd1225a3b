import { useId, type InputHTMLAttributes, type RefObject } from "react";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "value" | "onChange" | "aria-invalid" | "aria-describedby"
>;

interface ServiceTextFieldProps extends NativeInputProps {
  label: string;
  /** Under the field, always: what it takes. */
  hint: string;
  /** What is wrong with the value as last checked, or null; it describes the field before the hint. */
  error: string | null;
  value: string;
  inputRef: RefObject<HTMLInputElement>;
  onValueChange: (value: string) => void;
}

/** A text field of the service form: its label, the native input, and its error and hint as the input's description. */
export function ServiceTextField({ label, hint, error, value, inputRef, onValueChange, ...inputProps }: ServiceTextFieldProps) {
  const id = useId();
  return (
    <div className="pp-service-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="pp-service-input"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error === null ? `${id}-hint` : `${id}-error ${id}-hint`}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        {...inputProps}
      />
      {error === null ? null : (
        <span id={`${id}-error`} className="pp-service-error">
          {error}
        </span>
      )}
      <span id={`${id}-hint`} className="pp-service-hint">
        {hint}
      </span>
    </div>
  );
}
