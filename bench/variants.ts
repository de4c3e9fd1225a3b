// What the bench loads for each route: our page, its no-JS and static-floor baselines, and the dashboard in harder states.
import type { BrowserContextOptions } from "@playwright/test";
import { budgetedRoutes } from "../test-support/byte-budgets.ts";
import { benchLocales, describeLocale, localeCookies, localeName, type BenchLocale } from "./locales.ts";
import { targets } from "./targets.ts";
import { maximalSetupFixture } from "./setup-fixture.ts";
import { staticFloorPath, type StaticFloor } from "./static-floor.ts";

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

export interface Variant {
  name: string;
  description: string;
  /** Routes this variant is measured on. */
  routes: readonly string[];
  javaScriptEnabled: boolean;
  /** Whether the timing targets apply (they do to our page, not to the baselines). */
  judged: boolean;
  /** Whether its LCP is also judged against the default dashboard's (`app` on the same route and profile). */
  comparedToDefault: boolean;
  /** The LCP ÷ default ratio it is held to, where not issue 13's (bench/targets.ts). */
  lcpToDefaultLimit?: number;
  /** The language and region its cookies choose (issue 31); null: none stored, English for the US. */
  locale: BenchLocale | null;
  /** Whether it is a static floor: its route in its locale as a script-less file, written before the loads (bench/static-floor.ts). */
  isStaticFloor: boolean;
  /**
   * The static floor its LCP is divided by and judged against (targets.lcpToStaticFloor): the same page in the same
   * language without scripts. null: not compared to a floor.
   */
  staticFloorVariant: string | null;
  pagePath(route: string): string;
  /** Cookies and localStorage set before the page loads. */
  storageState?(origin: string): Promise<StorageState>;
  /** CDP URL patterns whose requests fail, as a broken network would make them. */
  blockedUrlPatterns: readonly string[];
}

// The screens the byte budgets cover are the screens the bench loads.
export const benchRoutes: readonly string[] = budgetedRoutes;

/**
 * The dashboard's saved "hide these sources" setting, as the settings dialog writes it: a JSON map of source id → ""
 * in localStorage, mirrored into the `pp_hidden` cookie (ids joined by ".") so the server renders the dashboard without
 * them (app/lib/preferences/stored/cookie-codecs.ts).
 */
export const hiddenSourcesSetting = {
  storageKey: "hiddenSources",
  cookieName: "pp_hidden",
  sourceIds: ["netflix", "hulu", "max", "peacock", "shudder", "vimeo"],
} as const;

/** A browser context that holds these cookies and localStorage items for the origin, as the app would have written them. */
function storedState(origin: string, cookies: Record<string, string>, localStorage: Record<string, string>): StorageState {
  const { hostname, protocol } = new URL(origin);
  return {
    cookies: Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      domain: hostname,
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: protocol === "https:",
      sameSite: "Lax" as const,
    })),
    origins: [{ origin, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) }],
  };
}

async function hiddenSourcesState(origin: string): Promise<StorageState> {
  const value = JSON.stringify(Object.fromEntries(hiddenSourcesSetting.sourceIds.map((id) => [id, ""])));
  return storedState(
    origin,
    { [hiddenSourcesSetting.cookieName]: hiddenSourcesSetting.sourceIds.join(".") },
    { [hiddenSourcesSetting.storageKey]: value },
  );
}

/** A driver's theme and card size, as the preferences action writes them (issue 23). */
function displayState(cookies: Record<string, string>) {
  return async (origin: string): Promise<StorageState> => storedState(origin, cookies, {});
}

async function maximalSetupState(origin: string): Promise<StorageState> {
  const { cookies, localStorage } = await maximalSetupFixture();
  return storedState(origin, cookies, localStorage);
}

const samePath = (route: string) => route;

/**
 * Issue 31: the dashboard in a language and region the driver chose (their pp_lang and pp_region cookies), and its own
 * static floor, the same page in that language without scripts, rendered by the worker with the same cookies. The floor
 * is loaded with the cookies too, so both send the same request headers.
 */
function localeVariants(locale: BenchLocale): Variant[] {
  const floorName = `static-floor-${locale.language}`;
  const cookies = localeCookies(locale);
  const storageState = async (origin: string): Promise<StorageState> => storedState(origin, cookies, {});
  return [
    {
      name: `app-${locale.language}`,
      description: `dashboard in ${describeLocale(locale)}`,
      routes: ["/"],
      javaScriptEnabled: true,
      judged: true,
      comparedToDefault: false,
      pagePath: samePath,
      storageState,
      locale,
      isStaticFloor: false,
      staticFloorVariant: floorName,
      blockedUrlPatterns: [],
    },
    {
      name: floorName,
      description: `the same dashboard in ${describeLocale(locale)} as a static file without scripts`,
      routes: ["/"],
      javaScriptEnabled: true,
      judged: false,
      comparedToDefault: false,
      pagePath: (route) => staticFloorPath(route, locale),
      storageState,
      locale,
      isStaticFloor: true,
      staticFloorVariant: null,
      blockedUrlPatterns: [],
    },
  ];
}

export const variants: readonly Variant[] = [
  {
    name: "app",
    description: "our page",
    routes: benchRoutes,
    javaScriptEnabled: true,
    judged: true,
    comparedToDefault: false,
    pagePath: samePath,
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: "static-floor",
    blockedUrlPatterns: [],
  },
  {
    name: "no-js",
    description: "our page, JavaScript disabled",
    routes: benchRoutes,
    javaScriptEnabled: false,
    judged: false,
    comparedToDefault: false,
    pagePath: samePath,
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: null,
    blockedUrlPatterns: [],
  },
  {
    name: "static-floor",
    description: "the same HTML as a static file without scripts",
    routes: benchRoutes,
    javaScriptEnabled: true,
    judged: false,
    comparedToDefault: false,
    pagePath: (route) => staticFloorPath(route),
    locale: null,
    isStaticFloor: true,
    staticFloorVariant: null,
    blockedUrlPatterns: [],
  },
  {
    name: "hidden-sources",
    description: "dashboard with sources hidden in settings",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    comparedToDefault: false,
    pagePath: samePath,
    storageState: hiddenSourcesState,
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: null,
    blockedUrlPatterns: [],
  },
  {
    name: "logos-failing",
    description: "dashboard with its logo sprite, every card's drawing, failing",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    comparedToDefault: false,
    pagePath: samePath,
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: null,
    blockedUrlPatterns: ["*/logos/*"],
  },
  {
    name: "maximal-setup",
    description: "dashboard with the largest setup a driver can make (issue 13)",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    comparedToDefault: true,
    pagePath: samePath,
    storageState: maximalSetupState,
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: null,
    blockedUrlPatterns: [],
  },
  // Issue 23: LCP in the light theme and with large cards within 5% of the default (dark, standard); CLS 0.00 in every theme and size.
  {
    name: "light-theme",
    description: "dashboard in the light theme",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    comparedToDefault: true,
    lcpToDefaultLimit: targets.lcpToDefaultDisplay,
    pagePath: samePath,
    storageState: displayState({ pp_theme: "light" }),
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: null,
    blockedUrlPatterns: [],
  },
  {
    name: "automatic-theme",
    description: "dashboard in the automatic theme (both schemes' CSS until the colour-scheme hint arrives)",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    comparedToDefault: false,
    pagePath: samePath,
    storageState: displayState({ pp_theme: "auto" }),
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: null,
    blockedUrlPatterns: [],
  },
  {
    name: "large-cards",
    description: "dashboard with large cards",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    comparedToDefault: true,
    lcpToDefaultLimit: targets.lcpToDefaultDisplay,
    pagePath: samePath,
    storageState: displayState({ pp_card_size: "large" }),
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: null,
    blockedUrlPatterns: [],
  },
  {
    name: "compact-cards",
    description: "dashboard with compact cards",
    routes: ["/"],
    javaScriptEnabled: true,
    judged: true,
    comparedToDefault: false,
    pagePath: samePath,
    storageState: displayState({ pp_card_size: "compact" }),
    locale: null,
    isStaticFloor: false,
    staticFloorVariant: null,
    blockedUrlPatterns: [],
  },
  ...benchLocales.flatMap(localeVariants),
];

export interface BenchCell {
  route: string;
  variant: Variant;
}

/** Which routes and variants a run loads (BENCH_ROUTES, BENCH_VARIANTS); all of them by default. */
export interface CellSelection {
  routes: readonly string[];
  variants: readonly string[];
}

/** Every selected route × variant pair the variant applies to, in a fixed order the rounds alternate. */
export function benchCells(selection: CellSelection): BenchCell[] {
  return benchRoutes
    .filter((route) => selection.routes.includes(route))
    .flatMap((route) =>
      variants
        .filter((variant) => variant.routes.includes(route) && selection.variants.includes(variant.name))
        .map((variant) => ({ route, variant })),
    );
}

/** The static floors the cells load, each route in each locale once: what bench/static-floor.ts writes before the loads. */
export function staticFloorsOf(cells: readonly BenchCell[]): StaticFloor[] {
  const floors = new Map<string, StaticFloor>();
  for (const { route, variant } of cells.filter((cell) => cell.variant.isStaticFloor)) {
    floors.set(`${route} ${localeName(variant.locale)}`, { route, locale: variant.locale });
  }
  return [...floors.values()];
}
