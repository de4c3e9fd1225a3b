import { useRevalidator } from "@remix-run/react";
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { LocaleChoice, Preferences } from "~/lib/preferences/preferences";
import {
  browserPersistence,
  createPreferencesStore,
  sameLocaleChoice,
  type PreferencesSnapshot,
  type PreferencesStore,
} from "~/lib/preferences/store";

interface PreferencesContextValue {
  preferences: PreferencesSnapshot;
  store: PreferencesStore;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

interface PreferencesProviderProps {
  /** What the worker read from the preference cookies; hydration renders exactly this, so the first paint never changes. */
  serverPreferences: Preferences;
  children: ReactNode;
}

export function PreferencesProvider({ serverPreferences, children }: PreferencesProviderProps) {
  const [store] = useState(() => createPreferencesStore(serverPreferences, browserPersistence));
  const preferences = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  useEffect(() => store.sync(), [store]);
  const value = useMemo(() => ({ preferences, store }), [preferences, store]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (value === null) throw new Error("usePreferences must be used inside PreferencesProvider");
  return value;
}

/**
 * The worker renders the language and region the cookies carry; when the driver's choice differs (chosen just now, or
 * kept in storage while the cookie was lost), this runs the loaders again with the rewritten cookies. Rendered once, in the app frame.
 */
export function ChosenLocaleRevalidation({ renderedChoice }: { renderedChoice: LocaleChoice }) {
  const { preferences } = usePreferences();
  const { revalidate } = useRevalidator();
  const needsRender = !sameLocaleChoice(preferences, renderedChoice);
  const { language, region } = preferences;
  useEffect(() => {
    if (needsRender) revalidate();
  }, [needsRender, language, region, revalidate]);
  return null;
}
