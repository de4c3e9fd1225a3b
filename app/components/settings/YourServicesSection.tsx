import { useFrameT } from "~/lib/i18n/frame";
import { Button, Group, Text, Title } from "@mantine/core";
import { categoryTitleKeys } from "~/data/categories";
import { useEffect, useId, useRef, useState } from "react";
import { ServiceForm, serviceLimitText } from "~/components/settings/ServiceForm";

import { servicesMessages } from "~/lib/i18n/messages/services/load";
import { usePreferences } from "~/lib/preferences/PreferencesProvider";
import { addService, removeService, updateService, type ServicesChange } from "~/lib/setup/service-changes";
import { maxServices } from "~/lib/setup/service-rules";
import { serviceColor, type ServiceDraft } from "~/lib/setup/services";

// Fetched with the settings dialog's chunk (on hover or focus of Settings), so the dialog rarely waits for its words.
if (typeof document !== "undefined") servicesMessages.preloadPageLanguage();

type Editor = { kind: "closed" } | { kind: "adding" } | { kind: "editing"; id: string };

/** Where focus goes once a change has rendered, as the control the driver used is gone. */
type FocusTarget = { kind: "add" } | { kind: "edit"; id: string };

/**
 * 'Your Services': the driver's own sites as dashboard cards. Adding, editing and removing apply at once (unlike the
 * source visibility draft below), and each says what it did in a status line.
 */
export function YourServicesSection() {
  const { preferences, store } = usePreferences();
  const frameT = useFrameT();
  const t = servicesMessages.useTranslate();
  const { services } = preferences;
  const [editor, setEditor] = useState<Editor>({ kind: "closed" });
  const [announcement, setAnnouncement] = useState("");
  const headingId = useId();
  const limitId = useId();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const limitRef = useRef<HTMLParagraphElement>(null);
  const editButtonRefs = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<FocusTarget | null>(null);
  const full = services.length >= maxServices;

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target.kind === "edit") editButtonRefs.current.get(target.id)?.focus();
    else (full ? limitRef.current : addButtonRef.current)?.focus();
  });

  function apply(change: ServicesChange, message: string, focus: FocusTarget) {
    store.changeSetup(change);
    setAnnouncement(message);
    closeEditor(focus);
  }

  function closeEditor(focus: FocusTarget) {
    pendingFocus.current = focus;
    setEditor({ kind: "closed" });
  }

  function add(draft: ServiceDraft) {
    const change = addService(preferences, draft);
    if (change !== null) apply(change, t("status.added", { name: draft.name }), { kind: "add" });
  }

  return (
    <section className="pp-settings-section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t("section.title")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("section.intro")}
      </Text>
      {services.length === 0 ? null : (
        <ul className="pp-service-list">
          {services.map((service) =>
            editor.kind === "editing" && editor.id === service.id ? (
              <li key={service.id} className="pp-service-item" data-editing>
                <ServiceForm
                  editing={service}
                  serviceCount={services.length}
                  onSubmit={(draft) =>
                    apply(updateService(preferences, service.id, draft), t("status.saved", { name: draft.name }), {
                      kind: "edit",
                      id: service.id,
                    })
                  }
                  onCancel={() => closeEditor({ kind: "edit", id: service.id })}
                />
              </li>
            ) : (
              <li key={service.id} className="pp-service-item">
                <span className="pp-service-chip" style={{ backgroundColor: serviceColor(service) }} aria-hidden />
                <span className="pp-service-summary">
                  <span className="pp-service-name">{service.name}</span>
                  <span className="pp-service-details">
                    {frameT(categoryTitleKeys[service.category])} · {service.url}
                  </span>
                </span>
                <Button
                  ref={(button) => {
                    if (button === null) editButtonRefs.current.delete(service.id);
                    else editButtonRefs.current.set(service.id, button);
                  }}
                  variant="default"
                  size="md"
                  className="pp-touch"
                  aria-label={t("list.editLabel", { name: service.name })}
                  onClick={() => setEditor({ kind: "editing", id: service.id })}
                >
                  {t("list.edit")}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="md"
                  className="pp-touch"
                  aria-label={t("list.removeLabel", { name: service.name })}
                  onClick={() =>
                    apply(removeService(preferences, service.id), t("status.removed", { name: service.name }), { kind: "add" })
                  }
                >
                  {t("list.remove")}
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
      {editor.kind === "adding" ? (
        <ServiceForm serviceCount={services.length} onSubmit={add} onCancel={() => closeEditor({ kind: "add" })} />
      ) : (
        <Group gap="sm">
          <Button
            ref={addButtonRef}
            size="md"
            className="pp-touch"
            disabled={full}
            aria-describedby={full ? limitId : undefined}
            onClick={() => setEditor({ kind: "adding" })}
          >
            {t("list.add")}
          </Button>
          {full ? (
            <p ref={limitRef} id={limitId} className="pp-service-limit" tabIndex={-1}>
              {serviceLimitText(t)}
            </p>
          ) : null}
        </Group>
      )}
      <p role="status" className="pp-service-status">
        {announcement}
      </p>
    </section>
  );
}
