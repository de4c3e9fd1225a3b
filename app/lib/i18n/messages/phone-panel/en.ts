// The car's "Send from phone" panel, in English: the source of keys and placeholders. It arrives with the panel, in the
// car's language only; the worker words its refusal to open a code from here too.
export const phonePanelEn = {
  title: "Send from phone",
  close: "Close",
  qrCode: "QR code of the pairing address",
  instruction: "Scan with your phone's camera, then send a link or your setup",
  typedAddress: "Or open {address}",
  "status.creating": "Getting a code…",
  "status.waiting": "Waiting for your phone…",
  "status.connected": "Connected",
  "status.reconnecting": "Reconnecting…",
  "status.expired": "This code has expired.",
  "status.replaced": "This code was opened on another screen, so it no longer works here.",
  "status.refused": "Too many codes were asked for from this network. Wait a minute, then try again.",
  "status.failed": "No code could be made. Check the connection, then try again.",
  newCode: "New code",
  tryAgain: "Try again",
  "link.heading": "Link from your phone",
  "link.open": "Open",
  "link.dismiss": "Dismiss",
  "worker.tooManyCodes": "This connection has asked for too many codes. Wait a minute, then try again.",
} as const;

export type PhonePanelMessages = typeof phonePanelEn;
