// Changing how cards open (issue 22): for the preferences action, the cookie codec and the settings tab, never the first
// load (which only renders links, lib/links/launch.ts: nothing here is imported there, so that stays in the dashboard's chunk).
import type { LaunchChoices, LaunchMode } from "~/lib/links/launch";

/** Every launch mode, in the order the settings tab offers them. */
export const launchModes = ["automatic", "fullscreen", "outside"] as const satisfies readonly LaunchMode[];

/** Each card set to a mode other than Automatic, with its mode: what the settings tab shows. */
export function chosenLaunchModes(choices: LaunchChoices): ReadonlyMap<string, LaunchMode> {
  return new Map<string, LaunchMode>([
    ...choices.fullscreen.map((id) => [id, "fullscreen"] as const),
    ...choices.outside.map((id) => [id, "outside"] as const),
  ]);
}

export const defaultLaunchChoices: LaunchChoices = { fullscreen: [], outside: [], everyCardFullscreen: false };

/** The choices with one card's mode set, in canonical order (ids sorted), so equal choices always serialise equally. */
export function withLaunchMode(choices: LaunchChoices, id: string, mode: LaunchMode): LaunchChoices {
  const fullscreen = choices.fullscreen.filter((known) => known !== id);
  const outside = choices.outside.filter((known) => known !== id);
  if (mode === "fullscreen") fullscreen.push(id);
  if (mode === "outside") outside.push(id);
  return { fullscreen: fullscreen.sort(), outside: outside.sort(), everyCardFullscreen: choices.everyCardFullscreen };
}

/** The choices without cards that no longer exist (a removed service). */
export function keepLaunchModesOf(choices: LaunchChoices, isKnownId: (id: string) => boolean): LaunchChoices {
  return {
    fullscreen: choices.fullscreen.filter(isKnownId),
    outside: choices.outside.filter(isKnownId),
    everyCardFullscreen: choices.everyCardFullscreen,
  };
}
