// What makes one of the driver's own services valid, shared by the form, the setup reader and the worker: names are
// plain text, addresses pass the Custom URL normaliser, and the limits keep a maximal setup within its cookie budget.
import { Category } from "~/data/categories";
import { findWebAddressProblem, type WebAddressCheck } from "~/lib/links/web-address";
import { servicePalette } from "~/lib/preferences/setup/services";

export const maxServices = 20;
export const maxServiceNameLength = 32;
/** Long enough for a home server's deep link; the bound keeps a maximal setup within the cookie budget. */
export const maxServiceAddressLength = 256;

const serviceIdPattern = /^_[a-z0-9]{4}$/;

/** Own ids start with "_", which no catalogue id does, so the two never collide in the stored order. */
export function isServiceId(value: unknown): value is string {
  return typeof value === "string" && serviceIdPattern.test(value);
}

export function createServiceId(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    const id = `_${Math.floor(random() * 36 ** 4)
      .toString(36)
      .padStart(4, "0")}`;
    if (!taken.has(id)) return id;
  }
}

export function isServiceCategory(value: unknown): value is Category {
  return typeof value === "number" && Object.values(Category).includes(value);
}

export function isPaletteIndex(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < servicePalette.length;
}

// Control characters, and the bidi marks and overrides that could make a name display as something else.
const unsafeNameCharacters = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Plain text as it will be shown: unsafe characters removed, whitespace collapsed and trimmed, at most 32 characters. */
export function cleanServiceName(input: string): string {
  // Whitespace first, so a tab or line break between two words still leaves a space.
  const collapsed = input.replace(/\s+/gu, " ").replace(unsafeNameCharacters, "").trim();
  return Array.from(collapsed).slice(0, maxServiceNameLength).join("").trim();
}

export type ServiceAddressCheck = WebAddressCheck;

/** The address as it will be stored, or why it cannot be; the form words the problem in the driver's language. */
export function checkServiceAddress(input: string): ServiceAddressCheck {
  return findWebAddressProblem(input, maxServiceAddressLength);
}
