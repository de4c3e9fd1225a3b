// What the Custom URL field offers while the driver types: services found by name, and a web search for text that is
// not an address. Loaded with the field, never on the first load.
import type { Catalogue } from "~/lib/catalogue/catalogue";

/** A service the field can find: one of the region's catalogue (its regional pack included) or the driver's own. */
export interface SearchableService {
  id: string;
  name: string;
  url: string;
}

export type AddressBarSuggestion = { kind: "service"; service: SearchableService } | { kind: "web-search"; query: string; url: string };

/** What the field searches: the driver's own services first, then the region's catalogue (its regional pack first) in display order. */
export function searchableServices(ownServices: readonly SearchableService[], catalogue: Catalogue): SearchableService[] {
  return [
    ...ownServices.map(({ id, name, url }) => ({ id, name, url })),
    ...Array.from(catalogue.byId, ([id, source]) => ({ id, name: source.name, url: source.url })),
  ];
}

/** At most this many services are offered, so the list fits under the field on a 560-pixel-high screen. */
export const maxServiceSuggestions = 5;

const webSearchBase = "https://www.google.com/search?q=";
const combiningMarks = /\p{M}/gu;
const notLettersOrDigits = /[^\p{L}\p{N}]/gu;
const letterOrDigit = /[\p{L}\p{N}]/u;
const whitespace = /\s+/gu;

/** Lower case without accents ("Écran" → "ecran"), so the driver's keyboard need not match the service's spelling. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(combiningMarks, "").toLowerCase().replace(whitespace, " ").trim();
}

// Better matches first: the name starts with the text, then one of its words does, then it contains the text anywhere,
// then it does once spaces and signs are ignored ("bbciplayer" finds "BBC iPlayer", "disneyplus" does not find "Disney+").
function matchRank(name: string, query: string, compactQuery: string): number | null {
  const folded = foldForSearch(name);
  if (folded.startsWith(query)) return 0;
  for (let index = folded.indexOf(query, 1); index > 0; index = folded.indexOf(query, index + 1)) {
    if (!letterOrDigit.test(folded.charAt(index - 1))) return 1;
  }
  if (folded.includes(query)) return 2;
  if (compactQuery !== "" && folded.replace(notLettersOrDigits, "").includes(compactQuery)) return 3;
  return null;
}

/** The services whose names match the text, best match first and otherwise in the order given, at most five. */
export function findServices(text: string, services: readonly SearchableService[]): SearchableService[] {
  const query = foldForSearch(text);
  if (query === "") return [];
  const compactQuery = query.replace(notLettersOrDigits, "");
  return services
    .flatMap((service) => {
      const rank = matchRank(service.name, query, compactQuery);
      return rank === null ? [] : [{ service, rank }];
    })
    .sort((first, second) => first.rank - second.rank)
    .slice(0, maxServiceSuggestions)
    .map(({ service }) => service);
}

/** Text with a space, or without a dot, reads as words rather than an address, so a web search is offered for it too. */
export function offersWebSearch(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== "" && (/\s/u.test(trimmed) || !trimmed.includes("."));
}

export function webSearchUrl(text: string): string {
  return `${webSearchBase}${encodeURIComponent(text.trim())}`;
}

/** What the field offers under what the driver typed: the matching services, then a web search where it fits. */
export function addressBarSuggestions(text: string, services: readonly SearchableService[]): AddressBarSuggestion[] {
  const found: AddressBarSuggestion[] = findServices(text, services).map((service) => ({ kind: "service", service }));
  if (!offersWebSearch(text)) return found;
  return [...found, { kind: "web-search", query: text.trim(), url: webSearchUrl(text) }];
}
