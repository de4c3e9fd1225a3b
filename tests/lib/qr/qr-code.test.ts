import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { drawQrCode, qrCodePixels, qrQuietZone } from "~/lib/qr/qr-code";

const shortLink = "https://parkplay.example.com/#setup=q1YqU7IyNNBRKlCyUipLzClN1VFKzs8tKEotLlayqlZKScxJBMrHmlPrQQA";

/** Which modules the path paints dark, read back from its "M x y h w v1 h-w z" runs. */
function paintedGrid(darkPath: string, modules: number): boolean[][] {
  const grid = Array.from({ length: modules }, () => Array.from({ length: modules }, () => false));
  for (const [, x, y, width] of darkPath.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      const row = grid[Number(y)];
      if (row !== undefined) row[column] = true;
    }
  }
  return grid;
}

describe("drawQrCode", () => {
  it("draws exactly the modules uqr encodes, medium error correction, inside a four-module quiet zone", () => {
    const code = drawQrCode(shortLink);
    if (code === null) throw new Error("no code for a short link");
    const encoded = encode(shortLink, { ecc: "M", border: qrQuietZone });
    expect(code.errorCorrection).toBe("M");
    expect(code.modules).toBe(encoded.size);
    expect(paintedGrid(code.darkPath, code.modules)).toEqual(encoded.data);
    expect(code.darkPath).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });

  it("leaves the quiet zone light", () => {
    const code = drawQrCode(shortLink);
    if (code === null) throw new Error("no code for a short link");
    const grid = paintedGrid(code.darkPath, code.modules);
    const border = [...grid.slice(0, qrQuietZone), ...grid.slice(-qrQuietZone)].flat();
    const sides = grid.flatMap((row) => [...row.slice(0, qrQuietZone), ...row.slice(-qrQuietZone)]);
    expect([...border, ...sides].some(Boolean)).toBe(false);
  });

  it("falls back to low error correction for a link too long for medium", () => {
    const code = drawQrCode(`https://parkplay.example.com/#setup=${"a".repeat(2500)}`);
    expect(code?.errorCorrection).toBe("L");
  });

  it("gives up on a link longer than any QR code holds", () => {
    expect(drawQrCode(`https://parkplay.example.com/#setup=${"a".repeat(3000)}`)).toBeNull();
  });
});

describe("qrCodePixels", () => {
  it("never draws a code under 264 px, so it scans from the driver's seat", () => {
    expect(qrCodePixels(29)).toBe(264);
  });

  it("gives a denser code three pixels a module while the dialog has room", () => {
    expect(qrCodePixels(109)).toBe(327);
  });

  it("caps the largest code at 400 px, still two pixels a module", () => {
    expect(qrCodePixels(185 + 2 * qrQuietZone)).toBe(400);
    expect(400 / (185 + 2 * qrQuietZone)).toBeGreaterThan(2);
  });
});
