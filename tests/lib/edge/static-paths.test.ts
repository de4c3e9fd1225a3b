import { describe, expect, it } from "vitest";
import { isStaticFilePath } from "~/lib/edge/static-paths";

describe("isStaticFilePath", () => {
  it.each(["/build/nope.js", "/build/", "/logos/nope.svg", "/favicon.ico", "/robots.txt", "/a/b/c.webmanifest"])(
    "treats %s as a file",
    (path) => {
      expect(isStaticFilePath(path)).toBe(true);
    },
  );

  it.each(["/", "/about", "/debug", "/about/extra", "/x/y", "/%E2%82%AC", "/_root.data", "/about.data", "/buildings"])(
    "treats %s as an app path",
    (path) => {
      expect(isStaticFilePath(path)).toBe(false);
    },
  );
});
