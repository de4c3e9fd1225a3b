import UAParser from "ua-parser-js";
import { applyBrowserFacts, judgeInCar, unknownValue, type BrowserFacts, type DeviceInfo, type DeviceType } from "~/lib/diagnostics/device";

export type UserAgentProblem = "missing" | "too_long" | "control_characters";

/** What the request itself says besides its user agent. */
export interface RequestFacts {
  /** This browsing session arrived full-screen from YouTube (the load context's full-screen fact). */
  fullscreenArrival: boolean;
}

/** A user-agent header made safe to parse and show: bounded, printable, with the reason it cannot be trusted. */
export interface UserAgentReading {
  userAgent: string;
  problem: UserAgentProblem | null;
  receivedLength: number;
}

// Real browsers send a few hundred characters at most; ua-parser itself reads only the first 500.
export const maxUserAgentLength = 512;
const controlCharacter = /\p{Cc}/u;
const controlCharacters = /\p{Cc}/gu;

// Tokens seen in real in-car user agents; ua-parser 1.x recognises only Tesla ("embedded") by itself. Android
// head units name the car in the device-model slot ("; Polestar 2 Build/…"), which a phone app's UA never fills.
const carBrowsers: ReadonlyArray<{ brand: string; token: RegExp }> = [
  { brand: "Tesla", token: /\bTesla\/|QtCarBrowser/i },
  { brand: "Polestar", token: /; Polestar\b[^;)]*(?: Build\/|\))/i },
  { brand: "Mercedes-Benz", token: /\bMBUX\b|; benz_\w+/i },
  { brand: "Porsche", token: /; Porsche Rear Seat Entertainment\b/i },
  { brand: "Rivian", token: /; Rivian\b[^;)]*(?: Build\/|\))/i },
  { brand: "BYD", token: /\bBYD AUTO\b/i },
  { brand: "Volvo", token: /\(VCC;/ },
  { brand: "BMW", token: /\bAFTLBT962E2\b/ },
  { brand: "Jeep", token: /\bAFTLFT962X3\b/ },
];
const carBrands = new Set(carBrowsers.map(({ brand }) => brand));

// ua-parser 1.x has no "desktop" type: a desktop is an untyped device on one of these systems.
const desktopOs =
  /^(?:Windows|Mac OS|Chromium OS|Linux|Ubuntu|Debian|Fedora|Mint|Arch|Gentoo|SUSE|openSUSE|Red ?Hat|CentOS|[KXL]ubuntu|Manjaro|elementary OS|Deepin|Raspbian|Slackware|Mageia|[\w-]*BSD|Solaris|Unix)$/i;

/** Bounds and cleans a raw `user-agent` header before anything parses, shows or logs it. */
export function readUserAgent(raw: string | null | undefined): UserAgentReading {
  const receivedLength = typeof raw === "string" ? raw.length : 0;
  if (typeof raw !== "string" || raw.trim() === "") return { userAgent: unknownValue, problem: "missing", receivedLength };
  const head = raw.slice(0, maxUserAgentLength);
  const printable = head.replace(controlCharacters, "").trim() || unknownValue;
  if (raw.length > maxUserAgentLength) return { userAgent: `${printable}…`, problem: "too_long", receivedLength };
  if (controlCharacter.test(head)) return { userAgent: printable, problem: "control_characters", receivedLength };
  return { userAgent: raw, problem: null, receivedLength };
}

function unknownDevice(userAgent: string, { fullscreenArrival }: RequestFacts): DeviceInfo {
  return {
    userAgent,
    os: unknownValue,
    browser: unknownValue,
    device: unknownValue,
    os_version: unknownValue,
    browser_version: unknownValue,
    deviceType: "unknown",
    orientation: "unknown",
    inCar: judgeInCar({ carBrand: null, deviceType: "unknown", fullscreenArrival }),
    carBrand: null,
  };
}

function findCarBrand(userAgent: string, vendor: string | undefined, type: string | undefined): string | null {
  if (type === "embedded" && vendor && carBrands.has(vendor)) return vendor;
  return carBrowsers.find(({ token }) => token.test(userAgent))?.brand ?? null;
}

function resolveDeviceType(type: string | undefined, osName: string | undefined, carBrand: string | null): DeviceType {
  if (carBrand !== null) return "desktop";
  if (type === "tablet") return "tablet";
  if (type === "mobile") return "mobile";
  if (type === undefined && osName && desktopOs.test(osName)) return "desktop";
  return "unknown";
}

/**
 * Builds the device record from a read user agent and the request's other facts. Without browser facts (on the server)
 * orientation is unknown and an iPad posing as a Mac still looks like a Mac; pass the facts after hydration to refine both.
 */
export function describeDevice(reading: UserAgentReading, requestFacts: RequestFacts, browserFacts?: BrowserFacts): DeviceInfo {
  if (reading.problem !== null) return unknownDevice(reading.userAgent, requestFacts);
  const { browser, os, device } = new UAParser(reading.userAgent).getResult();
  const carBrand = findCarBrand(reading.userAgent, device.vendor, device.type);
  const deviceType = resolveDeviceType(device.type, os.name, carBrand);
  const described: DeviceInfo = {
    userAgent: reading.userAgent,
    os: os.name || unknownValue,
    browser: browser.name || unknownValue,
    device: [device.vendor, device.model].filter(Boolean).join(" ") || carBrand || unknownValue,
    os_version: os.version || unknownValue,
    browser_version: browser.version || unknownValue,
    deviceType,
    orientation: "unknown",
    inCar: judgeInCar({ carBrand, deviceType, fullscreenArrival: requestFacts.fullscreenArrival }),
    carBrand,
  };
  return browserFacts ? applyBrowserFacts(described, browserFacts) : described;
}
