// The diagnostics page in English: the source of keys and placeholders. It reaches the browser as the debug loader's
// data, in the driver's language only; support reads the Build Info date in en-US whatever the language (not a message).
// A device record's orientation and device type are keys here as they are ("landscape", "desktop", "unknown").

export const debugEn = {
  "page.title": "Diagnostics · ParkPlay",
  title: "Diagnostics",
  build: "Build Info",
  date: "Date",
  hash: "Hash",
  version: "Version",
  device: "Device Info",
  userAgent: "UserAgent",
  viewportWidth: "Viewport Width",
  viewportHeight: "Viewport Height",
  orientation: "Orientation",
  deviceType: "Device Type",
  deviceName: "Device",
  inCar: "In Car",
  os: "OS",
  osVersion: "OS Version",
  browser: "Browser",
  browserVersion: "Browser Version",
  unknown: "unknown",
  landscape: "landscape",
  portrait: "portrait",
  mobile: "mobile",
  tablet: "tablet",
  desktop: "desktop",
  yes: "Yes",
  yesBrand: "Yes ({brand})",
  likely: "likely (full-screen arrival)",
  notDetectable: "not detectable",
  no: "No",
} as const;

export type DebugMessages = typeof debugEn;
