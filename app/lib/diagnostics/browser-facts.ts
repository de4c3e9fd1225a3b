import type { DeviceInfo } from "~/lib/diagnostics/device-info";

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
