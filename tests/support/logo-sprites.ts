// Reads the regional sprites scripts/generate-logos.mjs writes, for tests of what each card's drawing is.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Region } from "~/data/regions";
import { logoSpriteFor } from "~/lib/catalogue/catalogue.server";

/** Each drawing in the region's sprite, by its id, as its text (a nested `<svg id="…">`, which holds no other svg). */
export function spriteDrawings(region: Region): Map<string, string> {
  const text = readFileSync(resolve(process.cwd(), "public", `.${logoSpriteFor(region)}`), "utf8");
  return new Map([...text.matchAll(/<svg id="([^"]+)".*?<\/svg>/gs)].map((match) => [match[1] ?? "", match[0]]));
}
