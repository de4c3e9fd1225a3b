// The toolbar's Custom URL control on its own, inside a memory router whose root route hands it the root data it reads
// (whether the page is in the car's full-screen view, the saved preferences), with the region's catalogue; and a record of
// every address it leaves for, in this tab or a new one, instead of the navigation happy-dom cannot make.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { vi } from "vitest";
import { CustomUrlButton } from "~/components/links/CustomUrlButton";
import { CatalogueProvider } from "~/lib/catalogue/CatalogueProvider";
import { packCatalogue } from "~/lib/catalogue/catalogue";
import { catalogueFor, logoSpriteFor } from "~/lib/catalogue/catalogue.server";
import type { Region } from "~/data/regions";
import { PreferencesProvider } from "~/lib/preferences/browser/PreferencesProvider";
import { renderWithMantine } from "./render";
import { loadStylesheets } from "./pairing";
import { nothingSaved } from "./nothing-saved";

/** One address the control left for: in this tab, or in a new tab (with whether that tab kept its opener). */
export interface Departure {
  url: string;
  rel: string;
  newTab: boolean;
  openerKept: boolean;
}

interface CustomUrlOptions {
  /** The page was opened in the car's full-screen view (a YouTube arrival). */
  fullscreen?: boolean;
  /** The browser blocks popups: window.open answers null, as an in-car full-screen view does. */
  popupsBlocked?: boolean;
  region?: Region;
}

/**
 * Renders the closed control and records where it sends the driver. A new tab is a blank document the control fills
 * with a no-referrer link, as external-link.ts does; a link followed in either tab is recorded instead of followed.
 */
export function renderCustomUrl({ fullscreen = false, popupsBlocked = false, region = "us" }: CustomUrlOptions = {}) {
  const departures: Departure[] = [];
  const newTabs: { opener: unknown; document: Document }[] = [];
  // The card-opened beacon a chosen service sends: recorded, not sent to a server that is not there.
  const beacons: string[] = [];
  vi.spyOn(navigator, "sendBeacon").mockImplementation((url) => {
    beacons.push(String(url));
    return true;
  });
  vi.spyOn(window, "open").mockImplementation(() => {
    if (popupsBlocked) return null;
    const tab = { opener: window as unknown, document: document.implementation.createHTMLDocument("") };
    newTabs.push(tab);
    return tab as unknown as Window;
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const tab = newTabs.find((candidate) => candidate.document === this.ownerDocument);
    departures.push({ url: this.href, rel: this.rel, newTab: tab !== undefined, openerKept: tab !== undefined && tab.opener !== null });
  });
  const preferences = { ...nothingSaved, tipDismissed: true };
  const router = createMemoryRouter(
    [
      {
        path: "/",
        id: "root",
        element: (
          <PreferencesProvider savedPreferences={preferences} savedChangeId={null} noPreferencesStored={false}>
            <CatalogueProvider packedSources={packCatalogue(catalogueFor(region))} logoSprite={logoSpriteFor(region)}>
              <header>
                <CustomUrlButton />
              </header>
              <main>
                <h2>Streaming</h2>
              </main>
            </CatalogueProvider>
          </PreferencesProvider>
        ),
      },
    ],
    { initialEntries: ["/"], hydrationData: { loaderData: { root: { fullscreen, preferences } } } },
  );
  renderWithMantine(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { departures, beacons };
}

export const customUrlButton = () => screen.getByRole("button", { name: "Custom URL" });

/** Presses Custom URL and waits for the field, which arrives with its module, its sheet (loaded here) and its messages. */
export async function openAddressField(): Promise<HTMLInputElement> {
  fireEvent.click(customUrlButton());
  await waitFor(() => {
    if (document.head.querySelector("link[rel=stylesheet]") === null) throw new Error("the field's sheet is not asked for yet");
  });
  act(loadStylesheets);
  const field = await screen.findByRole("combobox", { name: "Web address" });
  if (!(field instanceof HTMLInputElement)) throw new Error("the address field is not an input");
  return field;
}

export function type(field: HTMLInputElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

export function press(element: HTMLElement, key: string) {
  fireEvent.keyDown(element, { key });
}

/** Enter in the field submits its form, as a browser does for a form with a submit button. */
export function pressEnter(field: HTMLInputElement) {
  const notHandled = fireEvent.keyDown(field, { key: "Enter" });
  if (notHandled) fireEvent.submit(field.form ?? field);
}
