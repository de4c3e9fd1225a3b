import { normalizeCustomUrl } from "~/lib/links/custom-url";

/** Why an address was refused; callers word it in the reader's language. */
export type WebAddressProblem = "empty" | "not_web" | "not_address" | "too_long";

export type WebAddressReading = { kind: "ok"; url: string } | { kind: "refused"; problem: WebAddressProblem };

export type WebAddressResult = { kind: "ok"; url: string } | { kind: "error"; message: string };

/** What the address is for, in the words of the messages: "Enter the service's web address", "… can be added". */
export interface WebAddressUse {
  emptyMessage: string;
  verb: "added" | "sent";
  maxLength: number;
}

const foreignScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** The Custom URL normaliser decides; the problem says what to change. */
export function readWebAddress(input: string, maxLength: number): WebAddressReading {
  const text = input.trim();
  if (text === "") return { kind: "refused", problem: "empty" };
  if (foreignScheme.test(text) && !/^https?:/i.test(text)) return { kind: "refused", problem: "not_web" };
  const normalized = normalizeCustomUrl(text);
  if (normalized.kind !== "open") return { kind: "refused", problem: "not_address" };
  if (normalized.url.length > maxLength) return { kind: "refused", problem: "too_long" };
  return { kind: "ok", url: normalized.url };
}

/** As readWebAddress, with the problem as an English sentence in the use's own terms. */
export function checkWebAddress(input: string, use: WebAddressUse): WebAddressResult {
  const reading = readWebAddress(input, use.maxLength);
  if (reading.kind === "ok") return reading;
  switch (reading.problem) {
    case "empty":
      return { kind: "error", message: use.emptyMessage };
    case "not_web":
      return { kind: "error", message: `Only web addresses starting with http:// or https:// can be ${use.verb}` };
    case "not_address":
      return { kind: "error", message: "This is not a web address; check the spelling of the site's name" };
    case "too_long":
      return { kind: "error", message: `Web addresses can be at most ${use.maxLength} characters long` };
  }
}
