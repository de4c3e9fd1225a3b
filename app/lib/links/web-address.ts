import { normalizeCustomUrl } from "~/lib/links/custom-url";

/** Why an address was refused, for the caller to put into words in the driver's language. */
export type WebAddressProblem = "empty" | "not_http" | "not_web_address" | "too_long";

export type WebAddressCheck = { kind: "ok"; url: string } | { kind: "error"; problem: WebAddressProblem };

export type WebAddressResult = { kind: "ok"; url: string } | { kind: "error"; message: string };

/** What the address is for, in the words of the messages: "Enter the service's web address", "… can be added". */
export interface WebAddressUse {
  emptyMessage: string;
  verb: "added" | "sent";
  maxLength: number;
}

const foreignScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** The Custom URL normaliser decides; the problem says what to change. */
export function findWebAddressProblem(input: string, maxLength: number): WebAddressCheck {
  const text = input.trim();
  if (text === "") return { kind: "error", problem: "empty" };
  if (foreignScheme.test(text) && !/^https?:/i.test(text)) return { kind: "error", problem: "not_http" };
  const normalized = normalizeCustomUrl(text);
  if (normalized.kind !== "open") return { kind: "error", problem: "not_web_address" };
  if (normalized.url.length > maxLength) return { kind: "error", problem: "too_long" };
  return { kind: "ok", url: normalized.url };
}

/** The same check with the problem in English words, for the phone page. */
export function checkWebAddress(input: string, use: WebAddressUse): WebAddressResult {
  const checked = findWebAddressProblem(input, use.maxLength);
  if (checked.kind === "ok") return checked;
  const messages: Record<WebAddressProblem, string> = {
    empty: use.emptyMessage,
    not_http: `Only web addresses starting with http:// or https:// can be ${use.verb}`,
    not_web_address: "This is not a web address; check the spelling of the site's name",
    too_long: `Web addresses can be at most ${use.maxLength} characters long`,
  };
  return { kind: "error", message: messages[checked.problem] };
}
