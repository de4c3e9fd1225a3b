export type CustomUrlResult = { kind: "empty" } | { kind: "invalid" } | { kind: "open"; url: string };

// Longer than any address a driver types; a paste this long is refused rather than parsed.
const maxInputLength = 2048;
const maxHostnameLength = 253;
const startsWithHttp = /^http/i;
// Browsers disagree on hosts (Chromium's URL parser keeps "exa mple.com" as "exa%20mple.com"), so the host is checked here.
const hostnameLabel = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const dnsHostname = new RegExp(`^${hostnameLabel}(?:\\.${hostnameLabel})*\\.?$`);
const ipv6Literal = /^\[[0-9a-f:.]+\]$/;

function isPlausibleHost(hostname: string): boolean {
  return hostname.length <= maxHostnameLength && (dnsHostname.test(hostname) || ipv6Literal.test(hostname));
}

/**
 * Turns what the driver typed into an address to open: text starting with "http" is taken as is, anything else gets
 * "http://" in front, and the result must be an absolute http(s) URL with a real host (so `javascript:` never opens).
 */
export function normalizeCustomUrl(input: string): CustomUrlResult {
  const text = input.trim();
  if (text === "") return { kind: "empty" };
  if (text.length > maxInputLength) return { kind: "invalid" };

  let url: URL;
  try {
    url = new URL(startsWithHttp.test(text) ? text : `http://${text}`);
  } catch {
    return { kind: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "invalid" };
  if (!isPlausibleHost(url.hostname)) return { kind: "invalid" };
  return { kind: "open", url: url.href };
}
