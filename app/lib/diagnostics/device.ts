// The device record both sides share: its shape, what only the browser knows (touch points, orientation) and the zoom.
// No user-agent parser here, so the browser never downloads one.

export type DeviceType = "mobile" | "tablet" | "desktop" | "unknown";

/** What a device record's text fields hold when nothing could be read; the page shows it in the driver's language. */
export const unknownValue = "unknown";
export type Orientation = "landscape" | "portrait" | "unknown";

/**
 * Whether the page is open in a car's browser, and what says so. Only a car token in the user agent proves it: cars
 * also send plain desktop user agents (Tesla since firmware 2026.26), so a desktop one cannot rule a car out.
 */
export type InCar =
  | { answer: "yes"; reason: "car-token" }
  | { answer: "likely"; reason: "fullscreen-arrival" }
  | { answer: "not-detectable"; reason: "desktop-user-agent" | "unknown-device" }
  | { answer: "no"; reason: "phone-or-tablet" };

export type InCarAnswer = InCar["answer"];

interface InCarEvidence {
  carBrand: string | null;
  deviceType: DeviceType;
  /** The session arrived full-screen from YouTube, as in-car browsers open links there. */
  fullscreenArrival: boolean;
}

/** Weighs the evidence: a car token beats everything, a phone or tablet is no car, and a full-screen arrival beats not knowing. */
export function judgeInCar({ carBrand, deviceType, fullscreenArrival }: InCarEvidence): InCar {
  if (carBrand !== null) return { answer: "yes", reason: "car-token" };
  if (deviceType === "mobile" || deviceType === "tablet") return { answer: "no", reason: "phone-or-tablet" };
  if (fullscreenArrival) return { answer: "likely", reason: "fullscreen-arrival" };
  return { answer: "not-detectable", reason: deviceType === "desktop" ? "desktop-user-agent" : "unknown-device" };
}

/** What the diagnostics page tells support about the device; every text field is "unknown" rather than empty. */
export interface DeviceInfo {
  userAgent: string;
  os: string;
  browser: string;
  device: string;
  os_version: string;
  browser_version: string;
  deviceType: DeviceType;
  orientation: Orientation;
  inCar: InCar;
  carBrand: string | null;
}

/** What only the browser knows about the device, read after hydration. */
export interface BrowserFacts {
  maxTouchPoints: number;
  orientation: "landscape" | "portrait";
}

/**
 * Refines a server-built device record. iPadOS sends a Mac user agent, but a Mac has no touch screen: more than one
 * touch point on "Mac OS" means an iPad, whose real OS version the user agent hides.
 */
export function applyBrowserFacts(info: DeviceInfo, facts: BrowserFacts): DeviceInfo {
  const touchPoints = Number.isFinite(facts.maxTouchPoints) ? facts.maxTouchPoints : 0;
  const refined: DeviceInfo = { ...info, orientation: facts.orientation };
  if (info.os !== "Mac OS" || info.carBrand !== null || touchPoints <= 1) return refined;
  const inCar = judgeInCar({ carBrand: null, deviceType: "tablet", fullscreenArrival: false });
  return { ...refined, os: "iPadOS", os_version: unknownValue, device: "Apple iPad", deviceType: "tablet", inCar };
}

const defaultZoom = 1;
const maxZoom = 2;

/** Reads a CSS `zoom` value ("1.25", "125%", "" …) as a factor in 0..2; empty or unreadable values mean 1. */
export function parseZoom(value: string | null | undefined): number {
  const text = value?.trim() ?? "";
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(%?)$/.exec(text);
  if (!match?.[1]) return defaultZoom;
  const factor = match[2] === "%" ? Number(match[1]) / 100 : Number(match[1]);
  if (!Number.isFinite(factor)) return defaultZoom;
  return Math.min(maxZoom, Math.max(0, factor));
}
