import { describe, expect, it } from "vitest";
import { packText, unpackText } from "~/lib/preferences/stored/setup-packing";

const setupJson = '{"v":1,"h":["netflix","espn"],"s":[["_plx1","Home Plex","https://plex.example.com/web",3,2]],"r":[5,6,0,1,2,3,4]}';

/** Raw DEFLATE of arbitrary bytes, as base64url, for inputs packText would never make. */
async function packBytes(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const compressed = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const packed = new Uint8Array(await new Response(compressed).arrayBuffer());
  return btoa(String.fromCharCode(...packed))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

describe("packText and unpackText", () => {
  it("round-trips setup JSON in URL-safe characters only", async () => {
    const packed = await packText(setupJson);
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await unpackText(packed, 1024)).toBe(setupJson);
  });

  it("round-trips text outside ASCII and the empty text", async () => {
    const text = '{"v":1,"s":[["_abcd","Café Radio 🎵 東京","https://radio.example.com/",6,null]]}';
    expect(await unpackText(await packText(text), 1024)).toBe(text);
    expect(await unpackText(await packText(""), 1024)).toBe("");
  });

  it("returns null for packed text cut short anywhere", async () => {
    const packed = await packText(setupJson);
    for (let length = 1; length < packed.length - 1; length += 1) {
      expect(await unpackText(packed.slice(0, length), 1024)).toBeNull();
    }
  });

  it.each([["abc+def/"], ["abc=="], ["ab cd"], ["ab%2Bcd"], ["abcdé"], ["#setup=abc"]])(
    "returns null for %j, which is not base64url",
    async (packed) => {
      expect(await unpackText(packed, 1024)).toBeNull();
    },
  );

  it("returns null for base64url that is not DEFLATE data", async () => {
    expect(await unpackText("bm90IGRlZmxhdGVkIGF0IGFsbA", 1024)).toBeNull();
    expect(await unpackText("_____w", 1024)).toBeNull();
  });

  it("returns null for data that inflates to bytes that are not UTF-8", async () => {
    expect(await unpackText(await packBytes(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 1024)).toBeNull();
  });

  it("stops an inflation bomb at maxBytes", async () => {
    const bomb = await packText(`{"v":1,"h":["${"a".repeat(2_000_000)}"]}`);
    expect(bomb.length).toBeLessThan(4096);
    expect(await unpackText(bomb, 32 * 1024)).toBeNull();
  });

  it("inflates up to exactly maxBytes", async () => {
    const text = "x".repeat(1000);
    expect(await unpackText(await packText(text), 1000)).toBe(text);
    expect(await unpackText(await packText(text), 999)).toBeNull();
  });
});
