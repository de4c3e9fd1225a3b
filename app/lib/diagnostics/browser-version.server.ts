// The browser's name and major version for the full-screen funnel's log lines (issue 30): a firmware update shows up as a
// new version there. From the Sec-CH-UA client hint, which Chromium sends on every secure request, else from the user agent.
import UAParser from "ua-parser-js";
import { readUserAgent } from "~/lib/diagnostics/device-info";

// A hint is a short list of brands; anything longer is not worth reading.
const maxHintLength = 512;
const hintBrand = /"([^"\\]{1,64})";\s*v="(\d{1,4})"/g;
// Chromium adds a made-up brand to every list (GREASE), so that servers cannot expect a fixed one.
const greaseBrand = /not.a.brand/i;
const loggableName = /^[\w .()/-]{1,64}$/;

/** "Chromium 148", from the hint's brands (Chromium's own before any other) or the user agent; null when neither says. */
export function browserMajorVersion(headers: Headers): string | null {
  const hint = headers.get("sec-ch-ua");
  if (hint !== null && hint.length <= maxHintLength) {
    const brands = [...hint.matchAll(hintBrand)]
      .map(([, name = "", major = ""]) => ({ name, major }))
      .filter(({ name }) => !greaseBrand.test(name) && loggableName.test(name));
    const brand = brands.find(({ name }) => name === "Chromium") ?? brands[0];
    if (brand !== undefined) return `${brand.name} ${brand.major}`;
  }
  const { userAgent, problem } = readUserAgent(headers.get("user-agent"));
  if (problem !== null) return null;
  const { name, major } = new UAParser(userAgent).getBrowser();
  return name !== undefined && major !== undefined && loggableName.test(name) && /^\d{1,4}$/.test(major) ? `${name} ${major}` : null;
}
