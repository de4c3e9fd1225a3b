// WCAG 2.x contrast maths, shared by the catalogue tests and the logo generator so both judge colours the same way.

const hexColorPattern = /^#[0-9a-f]{6}$/i;

export const lightTextColor = "#ffffff";
export const darkTextColor = "#111111";
export type ReadableTextColor = typeof lightTextColor | typeof darkTextColor;

/** True for a six-digit #rrggbb colour, the only form the catalogue uses. */
export function isHexColor(value: string): boolean {
  return hexColorPattern.test(value);
}

function channelToLinear(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour, 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new TypeError(`Not a #rrggbb colour: ${hex}`);
  const red = Number.parseInt(hex.slice(1, 3), 16);
  const green = Number.parseInt(hex.slice(3, 5), 16);
  const blue = Number.parseInt(hex.slice(5, 7), 16);
  return 0.2126 * channelToLinear(red) + 0.7152 * channelToLinear(green) + 0.0722 * channelToLinear(blue);
}

/** Contrast ratio between two colours, from 1 (identical) to 21 (black on white); order does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const luminanceA = relativeLuminance(hexA);
  const luminanceB = relativeLuminance(hexB);
  const lighter = Math.max(luminanceA, luminanceB);
  const darker = Math.min(luminanceA, luminanceB);
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or near-black, whichever reads better on the given background. */
export function readableTextColor(backgroundHex: string): ReadableTextColor {
  return contrastRatio(lightTextColor, backgroundHex) >= contrastRatio(darkTextColor, backgroundHex) ? lightTextColor : darkTextColor;
}
