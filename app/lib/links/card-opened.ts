// The beacon a card tap sends (issue 22): shared by the card, which sends it, and the worker's endpoint, which answers it.

/** The endpoint that logs a card opening and records it among the recent cards. */
export const cardOpenedPath = "/card-opened";

/** The one form field: the card's id (a catalogue id, or the id of one of the driver's own services). */
export const cardOpenedIdField = "id";

/**
 * Reports a card opening without delaying the navigation: the browser sends a beacon even as the page unloads, and the
 * tap's default action (following the link) goes on at once. Where beacons are unavailable, nothing is recorded.
 */
export function sendCardOpened(id: string): void {
  if (typeof navigator.sendBeacon !== "function") return;
  navigator.sendBeacon(cardOpenedPath, new URLSearchParams({ [cardOpenedIdField]: id }));
}
