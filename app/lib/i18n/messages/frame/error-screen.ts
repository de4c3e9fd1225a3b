// Part of the frame's English messages (en.ts), kept apart so the browser bundle can hold these four and no other English string.

/** What the error screen says when even the root loader failed, so no translated catalogue is at hand. */
export const errorScreenEnglish = {
  "error.title": "Something went wrong",
  "error.unexpected": "ParkPlay hit an unexpected error. It has been reported; please try again.",
  "error.status": "The request could not be completed (error {status}).",
  "error.backToDashboard": "Return to Dashboard",
} as const;
