// Native inputs, a native select and native radios rather than Mantine's: every Mantine component used anywhere lands in
// the first-load chunk (see SettingsDialog), and their looks are a few rules in settings.css.
import { Button, Group } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { PreferenceForm } from "~/components/settings/scaffold/PreferenceForm";
import { useFrameT } from "~/lib/i18n/frame";
import { parseWithZod } from "@conform-to/zod/v4";
import { applyFormData } from "~/lib/preferences/browser/form-changes";
import { preferenceFormSchema } from "~/lib/preferences/forms/schemas";
import { preferenceIntents } from "~/lib/preferences/forms/intents";
import { settingsTabPath } from "~/lib/preferences/settings-tabs";
import { Category, defaultRowOrder, categoryTitleKeys } from "~/data/categories";
import { servicesMessages } from "~/lib/i18n/messages/services/load";
import type { ServicesMessages } from "~/lib/i18n/messages/services/en";
import type { Translate } from "~/lib/i18n/translate";
import {
  cleanServiceName,
  createServiceId,
  maxServiceAddressLength,
  maxServiceNameLength,
  maxServices,
} from "~/lib/preferences/setup/service-rules";
import { serviceColor, servicePalette, type CustomService, type ServiceDraft } from "~/lib/preferences/setup/services";

/** What the colour choice's swatches are called, for screen readers. */
export const paletteColorKeys = {
  "#1565c0": "colour.blue",
  "#2e7d32": "colour.green",
  "#6a1b9a": "colour.purple",
  "#c62828": "colour.red",
  "#00695c": "colour.teal",
  "#ad1457": "colour.pink",
  "#4e342e": "colour.brown",
  "#37474f": "colour.slate",
} as const satisfies Record<(typeof servicePalette)[number], keyof ServicesMessages>;

/** The limit's explanation, where the form and the list both show it. */
export function serviceLimitText(t: Translate<ServicesMessages>): string {
  return t("limit.reached", { count: maxServices });
}

/** The schema's problem with the address (a field left empty has none of its own: it is simply missing), in words. */
function addressErrorText(t: Translate<ServicesMessages>, problem: string): string {
  switch (problem) {
    case "not_http":
      return t("error.addressNotHttp");
    case "not_web_address":
      return t("error.addressNotWeb");
    case "too_long":
      return t("error.addressTooLong", { count: maxServiceAddressLength });
    default:
      return t("error.addressEmpty");
  }
}

const newService: ServiceDraft = { name: "", url: "", category: Category.MyServices, color: null };

interface ServiceFormProps {
  /** The service as saved, when editing one; without it the form adds a new service. */
  editing?: CustomService;
  /** How many services the driver has; adding one stops at maxServices. */
  serviceCount: number;
  /** After a hydrated page has sent the form, with the service as it will be saved. */
  onSent: (draft: ServiceDraft) => void;
  onCancel: () => void;
}

/**
 * One of the driver's own services: its name, web address, dashboard row and card colour. A post to the preferences
 * action, which checks it with the form's schema; once hydrated the same rules run here first, so mistakes are named at once.
 */
export function ServiceForm({ editing, serviceCount, onSent, onCancel }: ServiceFormProps) {
  const frameT = useFrameT();
  const t = servicesMessages.useTranslate();
  const initial = editing ?? newService;
  const [name, setName] = useState(initial.name);
  const [address, setAddress] = useState(initial.url);
  const [category, setCategory] = useState(initial.category);
  const [color, setColor] = useState(initial.color);
  const [nameError, setNameError] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const checked = useRef<ServiceDraft | null>(null);
  // The id a new service will have, so the card shown at once keeps it once saved (the action makes another if it is taken).
  const [newServiceId] = useState(() => createServiceId(new Set()));
  const full = editing === undefined && serviceCount >= maxServices;
  const automaticColor = serviceColor({ name: cleanServiceName(name), color: null });

  /** The action's own schema, run here first, so a mistake is named under its field before anything is sent. */
  function check(form: HTMLFormElement): boolean {
    if (full) return false;
    const submission = parseWithZod(new FormData(form), { schema: preferenceFormSchema });
    if (submission.status === "success") {
      if (submission.value.intent === preferenceIntents.addService || submission.value.intent === preferenceIntents.editService) {
        const { name: cleanName, url, category: row, color: colour } = submission.value;
        checked.current = { name: cleanName, url, category: row, color: colour ?? null };
      }
      setNameError(null);
      setAddressError(null);
      return true;
    }
    const nameProblem = submission.error?.name?.[0];
    const addressProblem = submission.error?.url?.[0];
    setNameError(nameProblem === undefined ? null : t("error.nameEmpty"));
    setAddressError(addressProblem === undefined ? null : addressErrorText(t, addressProblem));
    if (nameProblem !== undefined) nameRef.current?.focus();
    else if (addressProblem !== undefined) addressRef.current?.focus();
    return false;
  }

  function sent() {
    if (checked.current !== null) onSent(checked.current);
  }

  // Without JavaScript Cancel is a link back to the list; once hydrated it also puts focus back where the form opened.
  function cancel(event: MouseEvent<HTMLElement>) {
    event.preventDefault();
    onCancel();
  }

  // Escape closes this form, not the whole settings dialog around it.
  function cancelOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onCancel();
  }

  return (
    <PreferenceForm
      intent={editing === undefined ? preferenceIntents.addService : preferenceIntents.editService}
      after="tab"
      tab="services"
      view={editing === undefined ? { add: "" } : { edit: editing.id }}
      apply={applyFormData}
      check={check}
      onSent={sent}
      className="pp-service-form"
      aria-label={editing === undefined ? t("form.addLabel") : t("form.editLabel", { name: editing.name })}
      onKeyDown={cancelOnEscape}
    >
      <input type="hidden" name="id" value={editing?.id ?? newServiceId} />
      <div className="pp-service-field">
        <label htmlFor={`${id}-name`}>{t("form.name")}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          className="pp-service-input"
          value={name}
          maxLength={maxServiceNameLength}
          autoComplete="off"
          autoFocus
          aria-invalid={nameError !== null}
          aria-describedby={nameError === null ? `${id}-name-hint` : `${id}-name-error ${id}-name-hint`}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
        />
        {nameError === null ? null : (
          <span id={`${id}-name-error`} className="pp-service-error">
            {nameError}
          </span>
        )}
        <span id={`${id}-name-hint`} className="pp-service-hint">
          {t("form.nameHint", { count: maxServiceNameLength })}
        </span>
      </div>
      <div className="pp-service-field">
        <label htmlFor={`${id}-address`}>{t("form.address")}</label>
        <input
          ref={addressRef}
          id={`${id}-address`}
          name="url"
          className="pp-service-input"
          value={address}
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          autoComplete="url"
          spellCheck={false}
          aria-invalid={addressError !== null}
          aria-describedby={addressError === null ? `${id}-address-hint` : `${id}-address-error ${id}-address-hint`}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            setAddressError(null);
          }}
        />
        {addressError === null ? null : (
          <span id={`${id}-address-error`} className="pp-service-error">
            {addressError}
          </span>
        )}
        <span id={`${id}-address-hint`} className="pp-service-hint">
          {t("form.addressHint")}
        </span>
      </div>
      <div className="pp-service-field">
        <label htmlFor={`${id}-category`}>{t("form.category")}</label>
        <select
          id={`${id}-category`}
          name="category"
          className="pp-service-input"
          value={category}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            setCategory(defaultRowOrder.find((candidate) => String(candidate) === chosen) ?? Category.MyServices);
          }}
        >
          {defaultRowOrder.map((choice) => (
            <option key={choice} value={choice}>
              {frameT(categoryTitleKeys[choice])}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="pp-service-colors">
        <legend>{t("form.colour")}</legend>
        <label className="pp-service-color-automatic">
          <input
            type="radio"
            name="color"
            value=""
            className="pp-service-swatch"
            style={{ backgroundColor: automaticColor }}
            checked={color === null}
            onChange={() => setColor(null)}
          />
          {t("form.automatic")}
        </label>
        {servicePalette.map((swatch, index) => (
          <label key={swatch}>
            <input
              type="radio"
              name="color"
              value={index}
              className="pp-service-swatch"
              style={{ backgroundColor: swatch }}
              checked={color === index}
              onChange={() => setColor(index)}
            />
            <span className="pp-visually-hidden">{t(paletteColorKeys[swatch])}</span>
          </label>
        ))}
      </fieldset>
      {full ? <p className="pp-service-limit">{serviceLimitText(t)}</p> : null}
      <Group gap="sm">
        <Button type="submit" size="md" className="pp-touch" disabled={full}>
          {editing === undefined ? t("form.add") : t("form.save")}
        </Button>
        <Button
          component={Link}
          to={settingsTabPath("services")}
          replace
          preventScrollReset
          variant="default"
          size="md"
          className="pp-touch"
          onClick={cancel}
        >
          {t("form.cancel")}
        </Button>
      </Group>
    </PreferenceForm>
  );
}
