// The regions ParkPlay has a catalogue for. A region comes from the driver's language and choice, never from the IP address:
// in-car traffic often leaves the network through a far-away gateway.

export const regions = [
  "us",
  "uk",
  "dach",
  "fr",
  "it",
  "es",
  "benelux",
  "nordics",
  "anz",
  "ca",
  // Issue 31: the other markets where Tesla sells cars with the in-car browser and YouTube works (China mainland is left
  // out: YouTube is blocked there). "hk" is Hong Kong with Macau, "sea" Singapore, Malaysia, Thailand and the Philippines,
  // "latam" Mexico, Chile and Colombia, "gulf" the six Gulf states.
  "jp",
  "kr",
  "tw",
  "hk",
  "sea",
  "in",
  "latam",
  "tr",
  "il",
  "gulf",
  "pl",
  "pt",
] as const;

export type Region = (typeof regions)[number];

export const defaultRegion: Region = "us";

export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (regions as readonly string[]).includes(value);
}

/** ISO 3166-1 country codes (as region subtags of a language tag) and the catalogue region each belongs to. */
const countryRegions: Readonly<Record<string, Region>> = {
  US: "us",
  GB: "uk",
  // Not a country code, but browsers and cars send "en-UK" often enough.
  UK: "uk",
  DE: "dach",
  AT: "dach",
  CH: "dach",
  LI: "dach",
  FR: "fr",
  MC: "fr",
  IT: "it",
  SM: "it",
  VA: "it",
  ES: "es",
  AD: "es",
  NL: "benelux",
  BE: "benelux",
  LU: "benelux",
  SE: "nordics",
  NO: "nordics",
  DK: "nordics",
  FI: "nordics",
  IS: "nordics",
  AU: "anz",
  NZ: "anz",
  CA: "ca",
  JP: "jp",
  KR: "kr",
  TW: "tw",
  HK: "hk",
  MO: "hk",
  SG: "sea",
  MY: "sea",
  TH: "sea",
  PH: "sea",
  IN: "in",
  MX: "latam",
  CL: "latam",
  CO: "latam",
  TR: "tr",
  IL: "il",
  AE: "gulf",
  SA: "gulf",
  QA: "gulf",
  KW: "gulf",
  BH: "gulf",
  OM: "gulf",
  PL: "pl",
  PT: "pt",
};

/** The region of a country code (any case), or null for a country without a catalogue of its own. */
export function regionOfCountry(country: string): Region | null {
  return Object.hasOwn(countryRegions, country.toUpperCase()) ? (countryRegions[country.toUpperCase()] ?? null) : null;
}
