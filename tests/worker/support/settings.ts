// The dashboard and its Settings as the server renders them, and the changes a driver makes to a form before pressing
// its button, made on the parsed HTML so forms.ts submits exactly what a browser without JavaScript would.
import { within } from "@testing-library/dom";
import { sourceIds, sources, type SourceId } from "../../../app/data/sources";
import type { WorkerClient, WorkerResponse } from "./worker";

export const settingsDialogName = "Application Settings";

export function settingsDialog(page: WorkerResponse, name = settingsDialogName): HTMLElement {
  return within(page.document().body).getByRole("dialog", { name });
}

/** The cards' names in page order, as the dashboard's main region lists them. */
export function cardNames(page: WorkerResponse): string[] {
  return within(within(page.document().body).getByRole("main"))
    .queryAllByRole("link")
    .map((link) => link.textContent ?? "");
}

/** The US catalogue's card names (the worker's default region), less `hidden`. */
export function visibleNamesWithout(hidden: readonly SourceId[]): string[] {
  return sourceIds.filter((id) => sources[id].regions.includes("us") && !hidden.includes(id)).map((id) => sources[id].name);
}

/** The toolbar's settings button (a link to `/?settings`), named "Settings" or "Settings, N hidden". */
export function settingsButton(page: WorkerResponse): HTMLElement {
  return within(within(page.document().body).getByRole("banner")).getByRole("link", { name: /^Settings/ });
}

export function uncheckSources(dialog: HTMLElement, ids: readonly SourceId[]): void {
  for (const id of ids) within(dialog).getByRole("checkbox", { name: sources[id].name }).removeAttribute("checked");
}

/** Types into a field as a driver would: the value the form submits. */
export function fill(container: HTMLElement, label: string, value: string): void {
  within(container).getByLabelText(label, { exact: true }).setAttribute("value", value);
}

export function selectOption(select: HTMLElement, value: string): void {
  for (const option of select.querySelectorAll("option")) {
    if (option.getAttribute("value") === value) option.setAttribute("selected", "");
    else option.removeAttribute("selected");
  }
}

/** Follows a link of the page `on` answered with, as a click without JavaScript does. */
export function followLink(client: WorkerClient, on: WorkerResponse, link: HTMLElement): Promise<WorkerResponse> {
  return client.get(new URL(link.getAttribute("href") ?? "", on.url).href);
}
