// Fits a service's name, set as a wordmark, to its card: the worker picks a font size per name when it packs the catalogue, so
// the first paint is already fitted, without JavaScript and without a layout shift. Card sizes scale the font with the card.

/** Font sizes as a fraction of the card's width, largest first; dashboard.css has a `pp-fit-<index>` class for each (a fraction of --pp-card-width). */
export const wordmarkScales = [0.2, 0.17, 0.145, 0.125, 0.108, 0.094, 0.082] as const;

/** CSS line-height of a wordmark. */
export const wordmarkLineHeight = 1.1;

// Cards are 225×125 (and scale alike): the text stays inside the logo limits, 70% of the width (less a margin for the
// estimate) and 75% of the height, less the icon and its gap when an app icon stands above the name.
const cardAspect = 125 / 225;
const boxWidth = 0.66;
const boxHeight = 0.75 * cardAspect;
/** Icon height plus the gap below it, as a fraction of the card's width (dashboard.css .pp-card-iconed and .pp-card-icon). */
export const wordmarkIconShare = 0.19;

/** Characters set a full em wide: Chinese, Japanese and Korean, and full-width forms. */
const fullWidthPattern = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u;

/** Advance of a glyph in a bold sans-serif, in ems, generously rounded up so an estimate never overflows. */
function glyphWidth(character: string): number {
  if (fullWidthPattern.test(character)) return 1;
  if (/\p{Lu}/u.test(character)) return 0.74;
  if (/[\p{L}\p{N}]/u.test(character)) return 0.6;
  return 0.34;
}

function textWidth(text: string): number {
  return [...text].reduce((width, character) => width + glyphWidth(character), 0);
}

/** How many lines the words take, wrapped greedily as browsers do, or null when a word is wider than a line. */
function wrappedLineCount(words: readonly string[], lineWidth: number): number | null {
  const spaceWidth = glyphWidth(" ");
  let lines = 0;
  let used = 0;
  for (const word of words) {
    const width = textWidth(word);
    if (width > lineWidth) return null;
    if (lines > 0 && used + spaceWidth + width <= lineWidth) {
      used += spaceWidth + width;
    } else {
      lines += 1;
      used = width;
    }
  }
  return lines;
}

/** The index in wordmarkScales of the largest size at which the name fits its card, with or without an icon above it. */
export function wordmarkSize(name: string, withIcon: boolean): number {
  const words = name.split(/\s+/).filter((word) => word !== "");
  const height = withIcon ? boxHeight - wordmarkIconShare : boxHeight;
  const fitting = wordmarkScales.findIndex((scale) => {
    const lines = wrappedLineCount(words, boxWidth / scale);
    return lines !== null && lines * wordmarkLineHeight * scale <= height;
  });
  return fitting === -1 ? wordmarkScales.length - 1 : fitting;
}
