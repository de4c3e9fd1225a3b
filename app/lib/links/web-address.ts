import { normalizeCustomUrl } from "~/lib/links/custom-url";

/** Why an address was refused, for the caller to put into words in the driver's language. */
export type WebAddressProblem = "empty" | "not_http" | "not_web_address" | "too_long";

export type WebAddressCheck = { kind: "ok"; url: string } | { kind: "error"; problem: WebAddressProblem };

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
