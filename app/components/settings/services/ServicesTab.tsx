import { Button, Group } from "@mantine/core";
import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { RefusalNotice } from "~/components/settings/scaffold/RefusalNotice";
import { SettingsSection } from "~/components/settings/scaffold/SettingsSection";
import { SavedServiceItem } from "~/components/settings/services/SavedServiceItem";
import { ServiceForm, serviceLimitText } from "~/components/settings/services/ServiceForm";
import { ViewLink } from "~/components/settings/scaffold/ViewLink";
import { servicesMessages } from "~/lib/i18n/messages/services/load";
import { preferenceIntents, type SavedChange, type RefusedChange } from "~/lib/preferences/forms/intents";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { settingsTabPath } from "~/lib/preferences/settings-tabs";
import { maxServices } from "~/lib/preferences/setup/service-rules";

// Fetched with the settings dialog's chunk (on hover or focus of Settings), so the dialog rarely waits for its words.
if (typeof document !== "undefined") servicesMessages.preloadPageLanguage();

const serviceIntents = [preferenceIntents.addService, preferenceIntents.editService, preferenceIntents.removeService];

/** Where focus goes once a change has rendered, as the control the driver used is gone. */
type FocusTarget = { kind: "add" } | { kind: "edit"; id: string };

interface ServicesTabProps {
  /** The service whose form is open (`&edit=<id>`), or null. */
  editingId: string | null;
  /** The add form is open (`&add`). */
  adding: boolean;
  /** What a save without JavaScript did, to confirm it. */
  savedChange: SavedChange | null;
  refusal: RefusedChange | null;
}

/**
 * 'Your Services': the driver's own sites as dashboard cards. Adding, editing and removing apply at once, and each says
 * what it did in a status line. The forms open from links (`&add`, `&edit=<id>`) and post to the preferences action, so
 * all of it works without JavaScript.
 */
export function ServicesTab({ editingId, adding, savedChange, refusal }: ServicesTabProps) {
  const { preferences } = usePreferences();
  const t = servicesMessages.useTranslate();
  const navigate = useNavigate();
  const { services } = preferences;
  const [announcement, setAnnouncement] = useState("");
  const limitId = useId();
  const addLinkRef = useRef<HTMLAnchorElement>(null);
  const limitRef = useRef<HTMLParagraphElement>(null);
  const editLinkRefs = useRef(new Map<string, HTMLAnchorElement>());
  const pendingFocus = useRef<FocusTarget | null>(null);
  const full = services.length >= maxServices;
  const editing = editingId === null ? undefined : services.find((service) => service.id === editingId);
  const savedText =
    savedChange === "service-added"
      ? t("saved.added")
      : savedChange === "service-saved"
        ? t("saved.saved")
        : savedChange === "service-removed"
          ? t("saved.removed")
          : "";

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    const element = target.kind === "edit" ? editLinkRefs.current.get(target.id) : full ? limitRef.current : addLinkRef.current;
    // A sent form re-renders (its change shown at once) before the address closes it: wait for the render without it.
    if (element === undefined || element === null) return;
    pendingFocus.current = null;
    element.focus();
  });

  /** Back to the list; focus goes to the control that opened the form (or Add, when the service is gone). */
  function closeEditor(focus: FocusTarget) {
    pendingFocus.current = focus;
    navigate(settingsTabPath("services"), { replace: true, preventScrollReset: true });
  }

  function sent(message: string, focus: FocusTarget) {
    setAnnouncement(message);
    closeEditor(focus);
  }

  return (
    <SettingsSection title={t("section.title")} hint={t("section.intro")}>
      <RefusalNotice refusal={refusal} intents={serviceIntents} />
      {services.length === 0 ? null : (
        <ul className="pp-service-list">
          {services.map((service) =>
            editing?.id === service.id ? (
              <li key={service.id} className="pp-service-item" data-editing>
                <ServiceForm
                  editing={service}
                  serviceCount={services.length}
                  onSent={(draft) => sent(t("status.saved", { name: draft.name }), { kind: "edit", id: service.id })}
                  onCancel={() => closeEditor({ kind: "edit", id: service.id })}
                />
              </li>
            ) : (
              <SavedServiceItem
                key={service.id}
                service={service}
                editLinkRef={(link) => {
                  if (link === null) editLinkRefs.current.delete(service.id);
                  else editLinkRefs.current.set(service.id, link);
                }}
                onRemoveSent={() => sent(t("status.removed", { name: service.name }), { kind: "add" })}
              />
            ),
          )}
        </ul>
      )}
      {adding && !full ? (
        <ServiceForm
          serviceCount={services.length}
          onSent={(draft) => sent(t("status.added", { name: draft.name }), { kind: "add" })}
          onCancel={() => closeEditor({ kind: "add" })}
        />
      ) : (
        <Group gap="sm">
          {full ? (
            <Button size="md" className="pp-touch" disabled aria-describedby={limitId}>
              {t("list.add")}
            </Button>
          ) : (
            <ViewLink ref={addLinkRef} to={settingsTabPath("services", { add: "" })}>
              {t("list.add")}
            </ViewLink>
          )}
          {full ? (
            <p ref={limitRef} id={limitId} className="pp-service-limit" tabIndex={-1}>
              {serviceLimitText(t)}
            </p>
          ) : null}
        </Group>
      )}
      <p role="status" className="pp-service-status">
        {announcement || savedText}
      </p>
    </SettingsSection>
  );
}
