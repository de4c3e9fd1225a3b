import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/** False on the server and while hydrating, true once React runs the page: for controls that only work with JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
