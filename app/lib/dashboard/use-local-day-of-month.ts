import { startTransition, useEffect, useState } from "react";

/**
 * The browser's local day of the month; hydration uses the worker's guess, then React re-renders only if they differ. The
 * correction is a transition: it waits for the rows still hydrating (each a Suspense boundary) instead of making React
 * throw away their server HTML and draw them again.
 */
export function useLocalDayOfMonth(serverDayOfMonth: number): number {
  const [dayOfMonth, setDayOfMonth] = useState(serverDayOfMonth);
  useEffect(() => {
    const check = () => startTransition(() => setDayOfMonth(new Date().getDate()));
    check();
    // A parked car's screen sleeps for hours; re-check the date whenever the page is shown again.
    document.addEventListener("visibilitychange", check);
    return () => document.removeEventListener("visibilitychange", check);
  }, []);
  return dayOfMonth;
}
