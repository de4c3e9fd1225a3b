// Setups for tests and the bench, built with the app's own setup code (wire format, order merging, cookie packing), so
// what they store is exactly what the browser would store. The maximal one is issue 13's worst case: 20 services with
// 256-character addresses and 32-character names, every row and card moved, 30 sources hidden.
import { Category, defaultRowOrder } from "../app/data/categories";
import { sourceIds } from "../app/data/sources";
import type { Region } from "../app/data/regions";
import { catalogueFor } from "../app/lib/catalogue/catalogue.server";
import { maxRecentCards } from "../app/lib/links/recent-cards";
import { hiddenSourcesCookie, launchCookie, recentCardsCookie } from "../app/lib/preferences/server/cookies.server";
import {
  canonicalHiddenSources,
  cardSizeCookie,
  languageCookie,
  regionCookie,
  settingsTipCookie,
  themeCookie,
  serializeHiddenSources,
  storageKeys,
  type HiddenSourceIds,
} from "../app/lib/preferences/stored/cookie-codecs";
import { completeCatalogueEntries } from "../app/lib/catalogue/complete";
import { setupChunkCookies } from "../app/lib/preferences/stored/setup-cookies";
import { arrangeRows } from "../app/lib/preferences/setup/order";
import { packSetupChunks } from "../app/lib/preferences/server/setup-cookies.server";
import { defaultRows } from "../app/lib/preferences/setup/rows";
import {
  checkServiceAddress,
  maxServiceAddressLength,
  maxServiceNameLength,
  maxServices,
} from "../app/lib/preferences/setup/service-rules";
import type { CustomService } from "../app/lib/preferences/setup/services";
import { serializeSetup, type Setup } from "../app/lib/preferences/stored/setup-format";

/** What a browser holding a setup has stored: localStorage items and cookies (name → value), as the app writes them. */
export interface SetupFixture {
  setup: Setup;
  localStorage: Record<string, string>;
  cookies: Record<string, string>;
  /** Services the setup cookies had no room for (only addresses that do not compress come near the limit). */
  servicesLeftOut: number;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so every run builds the same setup. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomText(random: () => number, alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)] ?? "").join("");
}

const hexDigits = "0123456789abcdef";
const base36Digits = "0123456789abcdefghijklmnopqrstuvwxyz";
/** Characters a URL keeps as they are anywhere in its path (RFC 3986 unreserved), so random ones stay random. */
const unreservedCharacters = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~`;

/** One home server: the same id and access token in every link to it. */
interface HomeServer {
  /** 40 hex digits, as Plex names servers; the others use the first 32. */
  serverId: string;
  /** 32 hex digits; Plex's are the first 20. */
  token: string;
}

interface DeepLinkIds extends HomeServer {
  /** 32 hex digits, as Jellyfin, Emby and TVHeadend name items and channels. */
  itemId: string;
  item: number;
}

function homeServer(random: () => number): HomeServer {
  return { serverId: randomText(random, hexDigits, 40), token: randomText(random, hexDigits, 32) };
}

/**
 * Home media deep links as drivers paste them, one template per home server: a server id, an item, query parameters and
 * an access token, ending in a readable title parameter that the fixture fills up to 256 characters.
 */
const addressTemplates: readonly ((ids: DeepLinkIds) => string)[] = [
  ({ serverId, token, item }) =>
    `https://plex.home-lan.example.net:32400/web/index.html#!/server/${serverId}/details?key=%2Flibrary%2Fmetadata%2F${item}` +
    `&context=source%3Ahub.home.continue&X-Plex-Token=${token.slice(0, 20)}&title=`,
  ({ serverId, itemId, token, item }) =>
    `http://192.168.178.${(item % 250) + 2}:8096/web/index.html#!/details?id=${itemId}&serverId=${serverId.slice(0, 32)}&api_key=${token}&title=`,
  ({ serverId, token, item }) =>
    `https://emby.home-lan.example.net:8920/web/index.html#!/item?id=${item}&serverId=${serverId.slice(0, 32)}&api_key=${token}&title=`,
  ({ itemId, token }) => `http://tvheadend.local:9981/play/stream/channel/${itemId}?profile=webtv-h264-aac-matroska&ticket=${token}&title=`,
  ({ serverId, token, item }) =>
    `https://radio.home-lan.example.net:8443/public/station_${item}/playlist.m3u?listen=aac&bitrate=320&player=${serverId.slice(0, 8)}&token=${token}&title=`,
];

const titleWords = [
  "The",
  "Long",
  "Drive",
  "Home",
  "Evening",
  "News",
  "Season",
  "Episode",
  "Live",
  "Concert",
  "Morning",
  "Jazz",
  "Classic",
  "Rock",
  "Kids",
  "Cartoon",
  "Nature",
  "Road",
  "Trip",
  "Stories",
  "Family",
  "Holiday",
  "Weather",
  "Report",
  "Football",
  "Highlights",
  "Documentary",
  "Mountains",
  "Ocean",
  "City",
  "Lights",
  "Part",
  "One",
  "Two",
  "Three",
  "Directors",
  "Cut",
];

/** Words joined as a query value ("+" for spaces) and cut to the length the address still needs. */
function titleText(random: () => number, length: number): string {
  const words: string[] = [];
  while (words.join("+").length < length) words.push(titleWords[Math.floor(random() * titleWords.length)] ?? "Part");
  return words.join("+").slice(0, length);
}

/** Each exactly 32 characters (the longest name allowed), so every card shows a monogram. */
const maximalServiceNames = [
  "Plex Living Room Films and Shows",
  "Jellyfin Kids' Cartoons Basement",
  "Emby Concert Films Garage Server",
  "TVHeadend Evening News Channel 1",
  "Home Radio Jazz Lounge Stream 32",
  "Plex Documentaries, Upstairs NAS",
  "Jellyfin Road Trip Audiobooks HD",
  "Emby Family Videos Cabin Servers",
  "TVHeadend Sports Channels Tuners",
  "Home Radio Classic Rock Stations",
  "Plex Anime Collection Office PCs",
  "Jellyfin Nature Films, Media Box",
  "Emby Workout Videos Garage Racks",
  "TVHeadend Kids' Channels Tuner 3",
  "Home Radio Podcasts, Morning Mix",
  "Plex Music Videos Attic Server 2",
  "Jellyfin Foreign Films Archive 1",
  "Emby Home Movies Holiday Backups",
  "TVHeadend Weather Channel Tuners",
  "Home Radio Talk Shows Evening 12",
] as const;

function serviceIds(random: () => number, count: number): string[] {
  const ids = new Set<string>();
  while (ids.size < count) ids.add(`_${randomText(random, base36Digits, 4)}`);
  return [...ids];
}

/** The address as the app stores it; throws if the app would change or refuse it, so a fixture never tests the wrong thing. */
function storedAddress(address: string): string {
  const checked = checkServiceAddress(address);
  if (checked.kind !== "ok" || checked.url !== address || address.length !== maxServiceAddressLength) {
    throw new Error(`fixture address is not a stored ${maxServiceAddressLength}-character address: ${address}`);
  }
  return address;
}

/** The address with `padding` appended until, normalised, it is exactly 256 characters. */
function paddedAddress(prefix: string, padding: (length: number) => string): string {
  const checked = checkServiceAddress(prefix);
  if (checked.kind !== "ok") throw new Error(`fixture address prefix is refused: ${prefix}`);
  return storedAddress(`${checked.url}${padding(maxServiceAddressLength - checked.url.length)}`);
}

function maximalServices(): CustomService[] {
  const random = seededRandom(13);
  const ids = serviceIds(random, maxServices);
  const servers = addressTemplates.map(() => homeServer(random));
  return maximalServiceNames.map((name, index) => {
    if (Array.from(name).length !== maxServiceNameLength)
      throw new Error(`fixture name is not ${maxServiceNameLength} characters: ${name}`);
    const template = addressTemplates[index % addressTemplates.length];
    const server = servers[index % servers.length];
    if (template === undefined || server === undefined) throw new Error("no address template");
    const link = { ...server, itemId: randomText(random, hexDigits, 32), item: 1000 + Math.floor(random() * 90_000) };
    return {
      id: ids[index] ?? "",
      name,
      url: paddedAddress(template(link), (length) => titleText(random, length)),
      category: Category.MyServices,
      color: index % 3 === 0 ? null : index % 8,
    };
  });
}

/** Every catalogue row reversed and moved (the catalogue rows in reverse, My Services kept on top), own cards reversed too. */
function reversedArrangement(services: readonly CustomService[]): Setup["order"] {
  const rows = [Category.MyServices, ...defaultRowOrder.filter((category) => category !== Category.MyServices).reverse()];
  const cards = defaultRows(services, completeCatalogueEntries).flatMap((row) => [...row.cardIds].reverse());
  return arrangeRows({ rows, cards }, services);
}

/** Every other catalogue source, from the first: 30 of them, some in every row. */
export const maximalHiddenSourceIds: HiddenSourceIds = canonicalHiddenSources(sourceIds.filter((_, index) => index % 2 === 0));

const maximalServiceList = maximalServices();

export const maximalSetup: Setup = {
  hiddenSourceIds: maximalHiddenSourceIds,
  services: maximalServiceList,
  order: reversedArrangement(maximalServiceList),
};

/** The maximal setup with addresses of random characters, which deflate cannot shrink, and every source hidden. */
export function incompressibleSetup(): Setup {
  const random = seededRandom(7);
  const services = maximalServiceList.map((service) => ({
    ...service,
    url: paddedAddress("https://nas.home-lan.example.net:8443/", (length) => randomText(random, unreservedCharacters, length)),
  }));
  return { hiddenSourceIds: [...sourceIds], services, order: reversedArrangement(services) };
}

/** localStorage and cookies as the app leaves them after saving this setup; cookies the app would delete are absent. */
export async function setupFixture(setup: Setup): Promise<SetupFixture> {
  const { chunks, servicesLeftOut } = await packSetupChunks(setup);
  const cookies: Record<string, string> = {};
  setupChunkCookies.forEach((definition, index) => {
    const chunk = chunks[index] ?? "";
    if (chunk !== "") cookies[definition.name] = chunk;
  });
  const hidden = hiddenSourcesCookie.encode(setup.hiddenSourceIds);
  if (hidden !== "") cookies[hiddenSourcesCookie.name] = hidden;
  const localStorage: Record<string, string> = { [storageKeys.hiddenSources]: serializeHiddenSources(setup.hiddenSourceIds) };
  if (setup.services.length > 0 || setup.order !== null) localStorage[storageKeys.setup] = serializeSetup(setup, false);
  return { setup, localStorage, cookies, servicesLeftOut };
}

/** Cookies as a browser sends them in one `Cookie` request header. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/** Issue 22: the region's first five cards as recently opened, every card Automatic; the cookie as the worker writes it. */
export function fiveRecentCardsCookies(region: Region): Record<string, string> {
  const ids = catalogueFor(region).map(([id]) => id);
  return { [recentCardsCookie.name]: recentCardsCookie.encode({ enabled: true, ids: ids.slice(0, maxRecentCards) }) };
}

/**
 * Issue 22's heaviest dashboard of a region: five recently opened cards, and every card set to Full screen one by one (the
 * longest pp_launch and the longest hrefs) with the global switch on too. The cookies as the worker writes them.
 */
export function everyCardFullscreenCookies(region: Region): Record<string, string> {
  const ids = catalogueFor(region).map(([id]) => id);
  return {
    [launchCookie.name]: launchCookie.encode({ fullscreen: ids, outside: [], everyCardFullscreen: true }),
    ...fiveRecentCardsCookies(region),
  };
}

/**
 * Issue 42's whole setup, every preference cookie set: the maximal setup (20 services, every row and card moved, 30 sources
 * hidden), a launch mode on every card of the region (Full screen and Outside in turn), five recent cards, German for
 * the DACH region, the light theme, large cards and the settings tip dismissed; the cookies as the worker writes them.
 */
export async function wholeSetupCookies(): Promise<Record<string, string>> {
  const region: Region = "dach";
  const ids = catalogueFor(region).map(([id]) => id);
  const { cookies } = await setupFixture(maximalSetup);
  return {
    ...cookies,
    ...fiveRecentCardsCookies(region),
    [launchCookie.name]: launchCookie.encode({
      fullscreen: ids.filter((_, index) => index % 2 === 0),
      outside: ids.filter((_, index) => index % 2 === 1),
      everyCardFullscreen: false,
    }),
    [languageCookie.name]: "de",
    [regionCookie.name]: region,
    [themeCookie.name]: "light",
    [cardSizeCookie.name]: "large",
    [settingsTipCookie.name]: settingsTipCookie.encode(true),
  };
}
