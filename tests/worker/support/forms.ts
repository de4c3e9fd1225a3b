// Submitting a form of the server's HTML as a browser without JavaScript does: the fields the form holds, the pressed
// button's name and value, posted to the form's action.
import type { WorkerClient, WorkerRequest, WorkerResponse } from "./worker";

function selectedValue(select: Element): string {
  const options = [...select.querySelectorAll("option")];
  const chosen = options.find((option) => option.hasAttribute("selected")) ?? options[0];
  return chosen?.getAttribute("value") ?? chosen?.textContent ?? "";
}

/** The name and value a field submits, or null when it submits nothing (unnamed, disabled, an unticked box, a button). */
function submitted(field: Element): [string, string] | null {
  const name = field.getAttribute("name");
  if (name === null || name === "" || field.hasAttribute("disabled")) return null;
  if (field.tagName === "SELECT") return [name, selectedValue(field)];
  if (field.tagName === "TEXTAREA") return [name, field.textContent ?? ""];
  const type = (field.getAttribute("type") ?? "text").toLowerCase();
  if (["submit", "button", "image", "reset", "file"].includes(type)) return null;
  if ((type === "checkbox" || type === "radio") && !field.hasAttribute("checked")) return null;
  return [name, field.getAttribute("value") ?? (type === "checkbox" || type === "radio" ? "on" : "")];
}

/**
 * The fields `button` submits with its form, in document order, then `changes` applied as a driver would make them
 * (a value to set a field, null to untick a box).
 */
export function formFields(button: HTMLElement, changes: Record<string, string | null> = {}): { action: string; fields: URLSearchParams } {
  const form = button.closest("form") ?? button.ownerDocument.getElementById(button.getAttribute("form") ?? "");
  if (form === null) throw new Error(`${button.outerHTML.slice(0, 200)} is in no form`);
  const id = form.getAttribute("id");
  const owned = [...form.querySelectorAll("input, select, textarea")];
  const outside = id === null ? [] : [...button.ownerDocument.querySelectorAll(`[form="${id}"]`)].filter((field) => !form.contains(field));
  const fields = new URLSearchParams();
  for (const field of [...owned, ...outside]) {
    const pair = submitted(field);
    if (pair !== null) fields.append(...pair);
  }
  const buttonName = button.getAttribute("name");
  if (buttonName !== null && buttonName !== "") fields.append(buttonName, button.getAttribute("value") ?? "");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) fields.delete(name);
    else fields.set(name, value);
  }
  return { action: button.getAttribute("formaction") ?? form.getAttribute("action") ?? "", fields };
}

/** Presses `button`, a submit button of the page `on` answered with: posts its form as the browser would, from that page. */
export function pressButton(
  client: WorkerClient,
  on: WorkerResponse,
  button: HTMLElement,
  { changes, ...init }: { changes?: Record<string, string | null> } & Omit<WorkerRequest, "method" | "form" | "body"> = {},
): Promise<WorkerResponse> {
  const { action, fields } = formFields(button, changes);
  return client.post(new URL(action, on.url).href, { ...init, form: fields });
}
