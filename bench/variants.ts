// What the bench loads for each route: our page, its no-JS and static-floor baselines, and the dashboard in harder states.
import type { BrowserContextOptions } from "@playwright/test";
import { budgetedRoutes } from "./byte-budgets.ts";
import { staticFloorPath } from "./static-floor.ts";

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

export interface Variant {
  name: string;
  description: string;
  /** Routes this variant is measured on. */
  routes: readonly string[];
  javaScriptEnabled: boolean;
  /** Whether the timing targets apply (they do to our page, not to the baselines). */
  judged: boolean;
  pagePath(route: string): string;
  /** Cookies and localStorage set before the page loads. */
  storageState?(origin: string): StorageState;
  /** CDP URL patterns whose requests fail, as a broken network would make them. */
  blockedUrlPatterns: readonly string[];
}

// The screens the byte budgets cover are the screens the bench loads.
export const benchRoutes: readonly string[] = budgetedRoutes;

/**
 * The dashboard's saved "hide these sources" setting, as the settings dialog writes it: a JSON map of source id → ""
 * in localStorage, mirrored into the `pp_hidden` cookie (ids joined by ".") so the server renders the dashboard without
 * them (app/lib/preferences/format.ts).
 */
export const hiddenSourcesSetting = {
  storageKey: "hiddenSources",
  cookieName: "pp_hidden",
  sourceIds: ["netflix", "hulu", "max", "peacock", "crackle", "vimeo"],
} as const;

function hiddenSourcesState(origin: string): StorageState {
  const value = JSON.stringify(Object.fromEntries(hiddenSourcesSetting.sourceIds.map((id) => [id, ""])));
  const { hostname, protocol } = new URL(origin);
  return {
    cookies: [
      {
        name: hiddenSourcesSetting.cookieName,
        value: hiddenSourcesSetting.sourceIds.join("."),
        domain: hostname,
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: protocol === "https:",
        sameSite: "Lax",
      },
    ],
    origins: [{ origin, localStorage: [{ name: hiddenSourcesSetting.storageKey, value }] }],
  };
}

const samePath = (route: string) => route;

export const variants: readonly Variant[] = [
  {
    name: "app",
    description: "our page",
    routes: benchRoutes,
    javaScriptEnabled: true,
    judged: true,
    pagePath: samePath,
    blockedUrlPatterns: [],
  },
  {
    name: "no-js",
    description: "our page, JavaScript disabled",
    routes: benchRoutes,
    javaScriptEnabled: false,
    judged: false,
    pagePath: samePath,
    blockedUrlPatterns: [],
  },
  {
    name: "static-floor",
    description: "the same HTML as a static file without scripts",
    routes: benchRoutes,
    javaScriptEnabled: true,
    judged: false,
    pagePath: staticFloorPath,
    blockedUrlPatterns: [],
  },
  {
    name: "hidden-sources",
    description: "dashboard with sources hidden in settings",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    pagePath: samePath,
    storageState: hiddenSourcesState,
    blockedUrlPatterns: [],
  },
  {
    name: "logos-failing",
    description: "dashboard with every logo request failing",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    pagePath: samePath,
    blockedUrlPatterns: ["*/logos/*"],
  },
];

export interface BenchCell {
  route: string;
  variant: Variant;
}

/** Every route × variant pair, in a fixed order the rounds alternate. */
export function benchCells(): BenchCell[] {
  return benchRoutes.flatMap((route) =>
    variants.filter((variant) => variant.routes.includes(route)).map((variant) => ({ route, variant })),
  );
}
