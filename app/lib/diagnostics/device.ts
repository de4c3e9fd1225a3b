// The device record both sides share: its shape, what only the browser knows (touch points, orientation) and the zoom.
// No user-agent parser here, so the browser never downloads one.

export type DeviceType = "mobile" | "tablet" | "desktop" | "unknown";
export type Orientation = "landscape" | "portrait" | "unknown";

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
  inCar: boolean;
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
  if (info.os !== "Mac OS" || info.inCar || touchPoints <= 1) return refined;
  return { ...refined, os: "iPadOS", os_version: "unknown", device: "Apple iPad", deviceType: "tablet" };
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

/** The zoom currently set on the document's root element (`document.documentElement.style.zoom`). */
export function readDocumentZoom(doc: Document): number {
  return parseZoom(doc.documentElement.style.zoom);
}
