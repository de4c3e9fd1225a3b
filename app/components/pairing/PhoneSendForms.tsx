// The pairing page's two forms. Plain forms that post to the page's own action, so they work before (or without) JavaScript;
// a native input, since every Mantine component used anywhere lands in the first-load chunk (see CustomUrlInput).
import { Button } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import type { PhonePageMessages } from "~/generated/i18n/phone-page/en";
import type { Translate } from "~/lib/i18n/translate";
import type { WebAddressProblem } from "~/lib/links/web-address";
import { defaultDisplay } from "~/lib/display/display";
import { maxMessageBytes, maxSentAddressLength, type PhoneSendResult } from "~/lib/pairing/messages";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { automaticLocale, serializeBackup } from "~/lib/preferences/stored/setup-format";

/** The page's translate function, over the phone page's messages in the phone's language. */
export type PhonePageTranslate = Translate<PhonePageMessages>;

interface SendFormProps {
  t: PhonePageTranslate;
  result: PhoneSendResult | undefined;
  sending: boolean;
}

/** Why the address was refused, in the phone's language. */
function addressRefusalSentence(t: PhonePageTranslate, problem: WebAddressProblem): string {
  switch (problem) {
    case "empty":
      return t("address.empty");
    case "not_http":
      return t("address.notWeb");
    case "not_web_address":
      return t("address.notAddress");
    case "too_long":
      return t("address.tooLong", { count: maxSentAddressLength });
  }
}

const neverChanges = () => () => undefined;

/** Reading the clipboard needs a secure page and a browser that offers it; the field takes a long-press paste either way. */
function canReadClipboard(): boolean {
  return "clipboard" in navigator && typeof navigator.clipboard.readText === "function";
}

export function AddressSendForm({ t, result, sending }: SendFormProps) {
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
        {t("address.label")}
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
            {t("address.paste")}
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <p id={errorId} role="alert" className="pp-pairing-error">
          {addressRefusalSentence(t, refusal.problem)}
        </p>
      ) : null}
      <Button type="submit" name="intent" value="link" size="lg" className="pp-touch" disabled={sending}>
        {t("address.send")}
      </Button>
    </Form>
  );
}

/** Shown when this phone's browser holds a ParkPlay setup: its own services, hidden sources, order, theme or card size. */
export function SetupSendForm({ t, result, sending }: SendFormProps) {
  const { preferences } = usePreferences();
  const { hiddenSourceIds, services, order, launch, theme, cardSize } = preferences;
  const refusal =
    result?.kind === "refused" && result.field === "setup" ? (
      <p role="alert" className="pp-pairing-error">
        {result.problem === "too_large" ? t("outcome.tooLarge", { size: maxMessageBytes / 1024 }) : t("setup.unreadable")}
      </p>
    ) : null;
  // A setup posted from elsewhere (this browser holds none) still gets its answer.
  const launchChosen = launch.everyCardFullscreen || launch.fullscreen.length > 0 || launch.outside.length > 0;
  const displayChosen = theme !== defaultDisplay.theme || cardSize !== defaultDisplay.cardSize;
  if (hiddenSourceIds.length === 0 && services.length === 0 && order === null && !launchChosen && !displayChosen) return refusal;
  return (
    <Form method="post" className="pp-pairing-form">
      <input
        type="hidden"
        name="setup"
        value={serializeBackup({ hiddenSourceIds, services, order }, automaticLocale, { launch, display: { theme, cardSize } })}
      />
      <Button type="submit" name="intent" value="setup" variant="default" size="lg" className="pp-touch" disabled={sending}>
        {t("setup.send")}
      </Button>
      {refusal}
    </Form>
  );
}
