// The pairing page's two forms. Plain forms that post to the page's own action, so they work before (or without) JavaScript;
// a native input, since every Mantine component used anywhere lands in the first-load chunk (see CustomUrlInput).
import { Button } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import type { PhoneSendResult } from "~/lib/pairing/messages";
import { usePreferences } from "~/lib/preferences/PreferencesProvider";
import { serializeSetup } from "~/lib/setup/wire";

interface SendFormProps {
  result: PhoneSendResult | undefined;
  sending: boolean;
}

const neverChanges = () => () => undefined;

/** Reading the clipboard needs a secure page and a browser that offers it; the field takes a long-press paste either way. */
function canReadClipboard(): boolean {
  return "clipboard" in navigator && typeof navigator.clipboard.readText === "function";
}

export function AddressSendForm({ result, sending }: SendFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  // False on the server and while hydrating: the server cannot know the phone's browser.
  const clipboardReadable = useSyncExternalStore(neverChanges, canReadClipboard, () => false);
  const fieldId = useId();
  const errorId = useId();
  const refusal = result?.kind === "refused" && result.field === "address" ? result : null;

  useEffect(() => {
    if (result?.kind === "sent") formRef.current?.reset();
  }, [result]);

  function paste() {
    navigator.clipboard.readText().then(
      (text) => {
        if (fieldRef.current) fieldRef.current.value = text.trim();
        fieldRef.current?.focus();
      },
      () => fieldRef.current?.focus(),
    );
  }

  return (
    <Form method="post" ref={formRef} className="pp-pairing-form" noValidate>
      <label htmlFor={fieldId} className="pp-pairing-label">
        Address
      </label>
      <div className="pp-pairing-field">
        <input
          ref={fieldRef}
          id={fieldId}
          name="address"
          className="pp-custom-url-input"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          autoComplete="url"
          spellCheck={false}
          enterKeyHint="send"
          placeholder="example.com/watch"
          defaultValue={refusal?.address}
          aria-invalid={refusal !== null}
          aria-describedby={refusal ? errorId : undefined}
        />
        {clipboardReadable ? (
          <Button type="button" variant="default" size="md" className="pp-touch" onClick={paste}>
            Paste
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <p id={errorId} role="alert" className="pp-pairing-error">
          {refusal.message}
        </p>
      ) : null}
      <Button type="submit" name="intent" value="link" size="lg" className="pp-touch" disabled={sending}>
        Send to car
      </Button>
    </Form>
  );
}

/** Shown when this phone's browser holds a ParkPlay setup: its own services, hidden sources or order. */
export function SetupSendForm({ result, sending }: SendFormProps) {
  const { preferences } = usePreferences();
  const { hiddenSourceIds, services, order } = preferences;
  if (hiddenSourceIds.length === 0 && services.length === 0 && order === null) return null;
  const refusal = result?.kind === "refused" && result.field === "setup" ? result : null;
  return (
    <Form method="post" className="pp-pairing-form">
      <input type="hidden" name="setup" value={serializeSetup({ hiddenSourceIds, services, order }, true)} />
      <Button type="submit" name="intent" value="setup" variant="default" size="lg" className="pp-touch" disabled={sending}>
        Send my setup
      </Button>
      {refusal ? (
        <p role="alert" className="pp-pairing-error">
          {refusal.message}
        </p>
      ) : null}
    </Form>
  );
}
