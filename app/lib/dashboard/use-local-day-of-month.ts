import { useSyncExternalStore } from "react";

function subscribeToPageVisibility(onChange: () => void) {
  // A parked car's screen sleeps for hours; re-check the date whenever the page is shown again.
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

const browserDayOfMonth = () => new Date().getDate();

/** The browser's local day of the month; hydration uses the worker's guess, then React re-renders only if they differ. */
export function useLocalDayOfMonth(serverDayOfMonth: number): number {
  return useSyncExternalStore(subscribeToPageVisibility, browserDayOfMonth, () => serverDayOfMonth);
}
