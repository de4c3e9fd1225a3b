// The failed-arrival notice (issue 30), in English: the source of keys. The worker sends one language's words with the
// dashboard only while the notice shows, so they cost no other page anything.

export const fullscreenNoticeEn = {
  title: "Full screen did not start",
  hint: "On YouTube's page, tap GO TO SITE: that link opens ParkPlay in full screen.",
  confirm: "I am in full screen",
  retry: "Try again",
  dismiss: "Don't ask again",
} as const;

export type FullscreenNoticeMessages = typeof fullscreenNoticeEn;
