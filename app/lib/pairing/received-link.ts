// A link the phone sent, as the car shows it: the whole address with its host set apart, so the driver sees where "Open" goes.
import { normalizeCustomUrl } from "~/lib/links/custom-url";

export interface ReceivedLink {
  /** Where "Open" goes: the address exactly as the Custom URL rules write it. */
  href: string;
  /** The address in three parts that join to `href`; the middle one is the host (with any port), shown in bold. */
  beforeHost: string;
  host: string;
  afterHost: string;
}

const startsWithWebScheme = /^https?:\/\//i;

/**
 * The link split for display, or null when it is not an http(s) address the Custom URL rules accept (the worker refuses
 * those before they reach the car; this keeps the car safe if one ever does). Credentials stay in view, before the host,
 * so "https://bank.example@elsewhere.example" shows elsewhere.example in bold.
 */
export function readReceivedLink(url: string): ReceivedLink | null {
  if (!startsWithWebScheme.test(url)) return null;
  const normalized = normalizeCustomUrl(url);
  if (normalized.kind !== "open") return null;
  const parsed = new URL(normalized.url);
  const credentials =
    parsed.username === "" && parsed.password === "" ? "" : `${parsed.username}${parsed.password === "" ? "" : `:${parsed.password}`}@`;
  const beforeHost = `${parsed.protocol}//${credentials}`;
  if (!parsed.href.startsWith(`${beforeHost}${parsed.host}`)) return null;
  return { href: parsed.href, beforeHost, host: parsed.host, afterHost: parsed.href.slice(beforeHost.length + parsed.host.length) };
}
