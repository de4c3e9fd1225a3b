import { Button } from "@mantine/core";
import { PreferenceForm } from "~/components/settings/scaffold/PreferenceForm";
import { ViewLink } from "~/components/settings/scaffold/ViewLink";
import { categoryTitleKeys } from "~/data/categories";
import { useFrameT } from "~/lib/i18n/frame";
import { servicesMessages } from "~/lib/i18n/messages/services/load";
import { applyFormData } from "~/lib/preferences/browser/form-changes";
import { preferenceIntents } from "~/lib/preferences/forms/intents";
import { settingsTabPath } from "~/lib/preferences/settings-tabs";
import { serviceColor, type CustomService } from "~/lib/preferences/setup/services";

interface SavedServiceItemProps {
  service: CustomService;
  /** Takes the Edit link, so focus can come back to it when its form closes. */
  editLinkRef: (link: HTMLAnchorElement | null) => void;
  /** After a hydrated page has sent the removal. */
  onRemoveSent: () => void;
}

/** A saved service in the list: its colour, name, row and address, an Edit link that opens its form, and Remove, a form of its own. */
export function SavedServiceItem({ service, editLinkRef, onRemoveSent }: SavedServiceItemProps) {
  const frameT = useFrameT();
  const t = servicesMessages.useTranslate();
  return (
    <li className="pp-service-item">
      <span className="pp-service-chip" style={{ backgroundColor: serviceColor(service) }} aria-hidden />
      <span className="pp-service-summary">
        <span className="pp-service-name">{service.name}</span>
        <span className="pp-service-details">
          {frameT(categoryTitleKeys[service.category])} · {service.url}
        </span>
      </span>
      <ViewLink
        ref={editLinkRef}
        to={settingsTabPath("services", { edit: service.id })}
        variant="default"
        aria-label={t("list.editLabel", { name: service.name })}
      >
        {t("list.edit")}
      </ViewLink>
      <PreferenceForm
        intent={preferenceIntents.removeService}
        after="tab"
        tab="services"
        apply={applyFormData}
        onSent={onRemoveSent}
        className="pp-service-remove"
      >
        <input type="hidden" name="id" value={service.id} />
        <Button
          type="submit"
          variant="subtle"
          color="red"
          size="md"
          className="pp-touch"
          aria-label={t("list.removeLabel", { name: service.name })}
        >
          {t("list.remove")}
        </Button>
      </PreferenceForm>
    </li>
  );
}
