import { normalizeCustomUrl } from "~/lib/links/custom-url";

export type WebAddressResult = { kind: "ok"; url: string } | { kind: "error"; message: string };

/** What the address is for, in the words of the messages: "Enter the service's web address", "… can be added". */
export interface WebAddressUse {
  emptyMessage: string;
  verb: "added" | "sent";
  maxLength: number;
}

const foreignScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** The Custom URL normaliser decides; the messages say in words what to change. */
export function checkWebAddress(input: string, use: WebAddressUse): WebAddressResult {
  const text = input.trim();
  if (text === "") return { kind: "error", message: use.emptyMessage };
  if (foreignScheme.test(text) && !/^https?:/i.test(text)) {
    return { kind: "error", message: `Only web addresses starting with http:// or https:// can be ${use.verb}` };
  }
  const normalized = normalizeCustomUrl(text);
  if (normalized.kind !== "open") return { kind: "error", message: "This is not a web address; check the spelling of the site's name" };
  if (normalized.url.length > use.maxLength) {
    return { kind: "error", message: `Web addresses can be at most ${use.maxLength} characters long` };
  }
  return { kind: "ok", url: normalized.url };
}
