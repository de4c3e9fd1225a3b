/** The `intent` values the full-screen prompt may post to `/`; any other value is a bad request. */
export const fullscreenIntents = ["open-fullscreen", "dismiss-prompt"] as const;

export type FullscreenIntent = (typeof fullscreenIntents)[number];

export function isFullscreenIntent(value: unknown): value is FullscreenIntent {
  return typeof value === "string" && fullscreenIntents.some((intent) => intent === value);
}
