import { vi } from "vitest";
import { readConfig } from "~/lib/edge/config.server";
import type { LoadContext } from "~/lib/worker/context.server";
import { defaultLocale } from "~/lib/i18n/accept-language";
import { createPairings } from "~/lib/pairing/pairings.server";
import { createCarriedSetups } from "~/lib/preferences/server/carried-setup.server";
import { unusedPairingBindings } from "./pairing-bindings";
import { nothingSaved } from "./nothing-saved";
import { fullscreenFacts } from "./fullscreen-facts";

const assets = {
  fetch: () => Promise.resolve(new Response()),
  connect: () => {
    throw new Error("unused");
  },
} satisfies Fetcher;

/** A load context for calling a loader directly: a first visit in English for the US, with a spy as its log. */
export function testLoadContext(overrides: Partial<LoadContext> = {}): LoadContext {
  const log = overrides.log ?? vi.fn();
  return {
    config: readConfig({ ASSETS: assets }, log),
    nonce: "test",
    log,
    edge: { colo: null, ray: null },
    fullscreen: fullscreenFacts(),
    browser: null,
    preferences: nothingSaved,
    noPreferencesStored: true,
    setupChangedAt: null,
    savedChange: null,
    locale: defaultLocale,
    colorSchemeHint: null,
    unreadableCookies: [],
    pairings: createPairings(unusedPairingBindings, log),
    carriedSetups: createCarriedSetups(unusedPairingBindings, log, { colo: null, ray: null }),
    cardOpenLimit: unusedPairingBindings.CARD_OPEN_LIMIT,
    ...overrides,
  };
}
