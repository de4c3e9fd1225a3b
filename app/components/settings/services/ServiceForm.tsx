// Native inputs, a native select and native radios rather than Mantine's: every Mantine component used anywhere lands in
// the first-load chunk (see SettingsDialog), and their looks are a few rules in settings.css.
import { Button, Group } from "@mantine/core";
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { PreferenceForm } from "~/components/settings/scaffold/PreferenceForm";
import { ServiceColorChoice } from "~/components/settings/services/ServiceColorChoice";
import { ServiceTextField } from "~/components/settings/services/ServiceTextField";
import { ViewLink } from "~/components/settings/scaffold/ViewLink";
import { useFrameT } from "~/lib/i18n/frame";
import { parseWithZod } from "@conform-to/zod/v4";
import { applyFormData } from "~/lib/preferences/browser/form-changes";
import { preferenceFormSchema } from "~/lib/preferences/forms/schemas";
import { preferenceIntents } from "~/lib/preferences/forms/intents";
import { settingsTabPath } from "~/lib/preferences/settings-tabs";
import { Category, defaultRowOrder, categoryTitleKeys } from "~/data/categories";
import { servicesMessages } from "~/lib/i18n/messages/services/load";
import type { ServicesMessages } from "~/generated/i18n/services/en";
import type { Translate } from "~/lib/i18n/translate";
import {
  cleanServiceName,
  createServiceId,
  maxServiceAddressLength,
  maxServiceNameLength,
  maxServices,
} from "~/lib/preferences/setup/service-rules";
import { serviceColor, type CustomService, type ServiceDraft } from "~/lib/preferences/setup/services";

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
      <ServiceTextField
        label={t("form.name")}
        hint={t("form.nameHint", { count: maxServiceNameLength })}
        error={nameError}
        inputRef={nameRef}
        name="name"
        value={name}
        maxLength={maxServiceNameLength}
        autoComplete="off"
        autoFocus
        onValueChange={(value) => {
          setName(value);
          setNameError(null);
        }}
      />
      <ServiceTextField
        label={t("form.address")}
        hint={t("form.addressHint")}
        error={addressError}
        inputRef={addressRef}
        name="url"
        value={address}
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        autoComplete="url"
        spellCheck={false}
        onValueChange={(value) => {
          setAddress(value);
          setAddressError(null);
        }}
      />
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
      <ServiceColorChoice color={color} automaticColor={automaticColor} onChange={setColor} />
      {full ? <p className="pp-service-limit">{serviceLimitText(t)}</p> : null}
      <Group gap="sm">
        <Button type="submit" size="md" className="pp-touch" disabled={full}>
          {editing === undefined ? t("form.add") : t("form.save")}
        </Button>
        <ViewLink to={settingsTabPath("services")} variant="default" onClick={cancel}>
          {t("form.cancel")}
        </ViewLink>
      </Group>
    </PreferenceForm>
  );
}
