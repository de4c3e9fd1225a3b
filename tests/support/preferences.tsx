// Renders components that read or change preferences inside a memory data router, whose root route stands in for the
// app's: its action (the app's root clientAction) applies each posted form with the app's own rules and its loader hands
// the saved preferences back, so a component sees the same round trip as in the app (optimistic change, save, loaders
// run again).
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router-dom";
import { applyFormData } from "~/lib/preferences/browser/form-changes";
import type { Preferences } from "~/lib/preferences/preferences";
import { PreferencesProvider } from "~/lib/preferences/browser/PreferencesProvider";
import { renderWithMantine } from "./render";
import { nothingSaved } from "./nothing-saved";

export { nothingSaved };

interface SavedData {
  preferences: Preferences;
  /** The id of the last change saved, as the app's root loader reads it from `pp_saved`. */
  savedChange: string | null;
}

function SavedPreferences({ children }: { children: ReactNode }) {
  const saved = useLoaderData() as SavedData;
  return (
    <PreferencesProvider savedPreferences={saved.preferences} savedChangeId={saved.savedChange} noPreferencesStored>
      {children}
    </PreferencesProvider>
  );
}

export interface PreferencesHarness {
  /** Every form the action received, in order. */
  posts: FormData[];
  /** What the action has saved so far. */
  saved: () => Preferences;
  container: HTMLElement;
}

export function renderWithPreferences(ui: ReactElement, initial: Preferences = nothingSaved): PreferencesHarness {
  let saved = initial;
  let savedChange: string | null = null;
  const posts: FormData[] = [];
  const savedData = (): SavedData => ({ preferences: saved, savedChange });
  const router = createMemoryRouter(
    [
      {
        path: "/",
        id: "root",
        loader: savedData,
        action: async ({ request }) => {
          const form = await request.formData();
          posts.push(form);
          saved = applyFormData(saved, form);
          const changeId = form.get("changeId");
          savedChange = typeof changeId === "string" ? changeId : null;
          return { kind: "saved", change: null };
        },
        element: <SavedPreferences>{ui}</SavedPreferences>,
        children: [{ index: true }],
      },
    ],
    { initialEntries: ["/"], hydrationData: { loaderData: { root: savedData() } } },
  );
  const { container } = renderWithMantine(<RouterProvider router={router} />);
  return { posts, saved: () => saved, container };
}
