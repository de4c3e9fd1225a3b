// Issue 28: every control in Settings is named by its visible label alone, with any hint reachable as its description
// (aria-describedby). The views of the dialog that check it, and the check, shared by the worker layer (the dialog the
// worker renders for `/?settings=<tab>`, without JavaScript) and the component layer (the dialog the page opens).
import { queryAllByRole, type ByRoleMatcher } from "@testing-library/dom";
import { Category } from "~/data/categories";
import { servicesEn } from "~/generated/i18n/services/en";
import { settingsEn } from "~/generated/i18n/settings/en";
import { createTranslator } from "~/lib/i18n/translate";
import { settingsTabPath, settingsTabs, type SettingsTab } from "~/lib/preferences/settings-tabs";
import { maxServiceNameLength, maxServices } from "~/lib/preferences/setup/service-rules";
import type { Setup } from "~/lib/preferences/stored/setup-format";
import { maximalSetup } from "../../test-support/setups";

export const oneService: Setup = {
  hiddenSourceIds: [],
  services: [{ id: "_n4me", name: "Home Plex", url: "http://plex.example/", category: Category.MyServices, color: null }],
  order: null,
};

export interface SettingsView {
  path: string;
  setup: Setup;
  /** "one service" or the full list's count, as the tests are named. */
  setupName: string;
  /** What each control that has a description is described as, by its label; every other control has none. */
  descriptions: (withScript: boolean) => Record<string, string>;
}

const noDescriptions = () => ({});

const serviceFormDescriptions = () => ({
  [servicesEn["form.name"]]: createTranslator(servicesEn, "en")("form.nameHint", { count: maxServiceNameLength }),
  [servicesEn["form.address"]]: servicesEn["form.addressHint"],
});

const tabDescriptions: Record<SettingsTab, SettingsView["descriptions"]> = {
  sources: noDescriptions,
  services: noDescriptions,
  // The button waits for the page's scripts, and says so until they run.
  arrange: (withScript): Record<string, string> => (withScript ? {} : { [settingsEn["arrange.start"]]: settingsEn["arrange.needsScript"] }),
  launch: () => ({
    [settingsEn["launch.everyCard"]]: settingsEn["launch.everyCardHint"],
    [settingsEn["launch.recent"]]: settingsEn["launch.recentHint"],
  }),
  locale: noDescriptions,
  display: noDescriptions,
  backup: noDescriptions,
};

export const settingsViews: SettingsView[] = [
  ...settingsTabs.map((tab) => ({
    path: settingsTabPath(tab),
    setup: oneService,
    setupName: "one service",
    descriptions: tabDescriptions[tab],
  })),
  { path: settingsTabPath("services", { add: "" }), setup: oneService, setupName: "one service", descriptions: serviceFormDescriptions },
  {
    path: settingsTabPath("services", { edit: "_n4me" }),
    setup: oneService,
    setupName: "one service",
    descriptions: serviceFormDescriptions,
  },
  // A full list: Add is disabled, and the limit says why.
  {
    path: settingsTabPath("services"),
    setup: maximalSetup,
    setupName: `${maxServices} services`,
    descriptions: () => ({ [servicesEn["list.add"]]: createTranslator(servicesEn, "en")("limit.reached", { count: maxServices }) }),
  },
];

const isField = (element: Element) => ["INPUT", "SELECT", "TEXTAREA"].includes(element.tagName);

/** What a sighted driver reads as a control's label: its <label>s for a field, its own text for a button or a link. */
function visibleLabel(element: Element): string {
  let text = element.textContent ?? "";
  if (isField(element)) {
    const id = element.getAttribute("id");
    const labels = [
      ...[...element.ownerDocument.querySelectorAll("label")].filter((label) => id !== null && label.getAttribute("for") === id),
      ...[element.closest("label")].filter((label) => label !== null),
    ];
    text = [...new Set(labels)].map((label) => label.textContent ?? "").join(" ");
  }
  return text.replace(/\s+/g, " ").trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The roles a field, button or link of the dialog can have. */
const controlRoles: ByRoleMatcher[] = [
  "button",
  "link",
  "checkbox",
  "radio",
  "switch",
  "textbox",
  "searchbox",
  "combobox",
  "listbox",
  "spinbutton",
  "slider",
  "tab",
];

export interface NamingCheck {
  /** How many controls were checked. */
  controls: number;
  /** Each control whose name or description is not what its label and hint say. */
  misnamed: string[];
  /** The labels of the controls that have a description. */
  described: Set<string>;
}

/**
 * Checks each control in `dialog`: a field's name is exactly its label (no hint, no extra words); a button or link may name
 * what it acts on after its visible words ("Edit Home Plex"), and an icon button has a name of its own; and each control
 * is described by its hint in `descriptions`, or by nothing.
 */
export function checkControlNames(dialog: HTMLElement, descriptions: Record<string, string>): NamingCheck {
  const roles = controlRoles.map((role) => [role, queryAllByRole(dialog, role, { hidden: true })] as const);
  const controls = [...dialog.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, button, a[href]")];
  const misnamed: string[] = [];
  const described = new Set<string>();
  controls.forEach((control, index) => {
    const label = visibleLabel(control);
    const field = isField(control);
    const role = roles.find(([, elements]) => elements.includes(control))?.[0];
    const description = descriptions[label] ?? "";
    if (description !== "") described.add(label);
    const what = `${field ? "field" : "control"} ${index} <${control.tagName.toLowerCase()}> "${label}"`;
    if (field && label === "") misnamed.push(`${what} has no visible label`);
    if (role === undefined) {
      misnamed.push(`${what} has no role`);
      return;
    }
    const name = field ? label : label === "" ? /\S/ : new RegExp(`^${escapeRegExp(label)}`);
    // Asked of the control's parent, so only its neighbours' names are computed; a name is still computed from the whole document.
    const around = control.parentElement ?? dialog;
    if (!queryAllByRole(around, role, { hidden: true, name }).includes(control)) misnamed.push(`${what} is not named ${String(name)}`);
    if (!queryAllByRole(around, role, { hidden: true, description }).includes(control)) {
      misnamed.push(`${what} is not described as "${description}"`);
    }
  });
  return { controls: controls.length, misnamed, described };
}
