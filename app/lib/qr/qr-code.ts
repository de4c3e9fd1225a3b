// An address as a QR code for a phone to scan off the car's screen (backup links, pairing addresses). uqr encodes; this
// only turns its grid into one SVG path, so the code renders as plain markup with no inline styles.
import { encode } from "uqr";

/** The quiet zone the QR standard asks for, in modules, so a scanner finds the code against the dark dialog. */
export const qrQuietZone = 4;

export interface QrCodeDrawing {
  /** Modules per side, quiet zone included. */
  modules: number;
  /** The dark modules as one SVG path in module units (viewBox 0 0 modules modules). */
  darkPath: string;
  errorCorrection: "M" | "L";
}

function darkModulesPath(grid: readonly (readonly boolean[])[]): string {
  const runs: string[] = [];
  grid.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start === -1) start = x;
      if (start !== -1 && (!dark || x === row.length - 1)) {
        const end = dark ? x + 1 : x;
        runs.push(`M${start} ${y}h${end - start}v1h${start - end}z`);
        start = -1;
      }
    });
  });
  return runs.join("");
}

/**
 * Medium error correction when the text fits, which survives glare and a smudged screen, else low; null when the text
 * is longer than any QR code holds (about 2.9 KB), so the caller says so and offers the text alone.
 */
export function drawQrCode(text: string): QrCodeDrawing | null {
  for (const errorCorrection of ["M", "L"] as const) {
    try {
      const code = encode(text, { ecc: errorCorrection, border: qrQuietZone });
      return { modules: code.size, darkPath: darkModulesPath(code.data), errorCorrection };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return null;
}

/** CSS pixels per side: at least three per module while that fits the dialog, never under 264 or over 400. */
export function qrCodePixels(modules: number): number {
  return Math.min(400, Math.max(264, modules * 3));
}
