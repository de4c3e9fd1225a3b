// The Diagnostics page's fields by their English labels, in page order, for the worker and browser tests of that page.
export const diagnosticsFieldLabels = [
  "Date",
  "Hash",
  "Version",
  "UserAgent",
  "Viewport Width",
  "Viewport Height",
  "OS",
  "OS Version",
  "Browser",
  "Browser Version",
  "Device",
  "Device Type",
  "Orientation",
  "In Car",
] as const;
