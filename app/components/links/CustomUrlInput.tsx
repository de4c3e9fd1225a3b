import { Button } from "@mantine/core";
import { useClickOutside } from "@mantine/hooks";
import { IconLogin } from "@tabler/icons-react";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useRootData } from "~/lib/document/root-data";
import { customUrlMessages } from "~/lib/i18n/messages/custom-url/load";
import { documentLanguage } from "~/lib/i18n/document-language";
import { normalizeCustomUrl } from "~/lib/links/custom-url";
import { openInNewTab, openInThisTab } from "~/lib/links/external-link";

// Fetched as soon as this module is (on hover or focus of the button, which loads it), so the field rarely waits for them.
if (typeof document !== "undefined") customUrlMessages.preload(documentLanguage(document));

export type CustomUrlCloseReason = "escape" | "outside" | "opened";

interface CustomUrlInputProps {
  onClose: (reason: CustomUrlCloseReason) => void;
}

/**
 * The open 'Custom URL' control: an address field that opens what the driver typed, or says why it cannot. It opens a
 * new tab, except in the full-screen view (a new tab would leave it) and when the browser blocks the popup.
 * A native input rather than Mantine's TextInput: the compiler puts every Mantine component into the first-load chunk,
 * whoever imports it, so only a native input keeps this control out of the first load.
 */
export function CustomUrlInput({ onClose }: CustomUrlInputProps) {
  const t = customUrlMessages.useTranslate();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const errorId = useId();
  const { fullscreen } = useRootData();
  useClickOutside(
    () => {
      if (text.trim() === "") onClose("outside");
    },
    null,
    [form],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = normalizeCustomUrl(text);
    if (result.kind === "empty") return;
    if (result.kind === "invalid") {
      setInvalid(true);
      return;
    }
    onClose("opened");
    if (fullscreen || !openInNewTab(result.url)) openInThisTab(result.url);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape") onClose("escape");
  };

  return (
    <form ref={setForm} className="pp-custom-url" onSubmit={submit} onKeyDown={closeOnEscape} noValidate>
      <span className="pp-custom-url-field">
        <input
          className="pp-custom-url-input"
          aria-label={t("field")}
          placeholder={t("placeholder")}
          autoFocus
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          autoComplete="url"
          spellCheck={false}
          enterKeyHint="go"
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInvalid(false);
          }}
        />
        {invalid && (
          <span id={errorId} role="alert" className="pp-custom-url-error">
            {t("invalid")}
          </span>
        )}
      </span>
      {/* A square Button rather than ActionIcon: every Mantine component used anywhere lands in the first-load chunk. */}
      <Button type="submit" variant="filled" w={48} h={48} p={0} aria-label={t("open")}>
        <IconLogin size={24} aria-hidden />
      </Button>
    </form>
  );
}
