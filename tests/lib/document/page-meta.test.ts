import { describe, expect, it } from "vitest";
import { pageMeta } from "~/lib/document/page-meta";

type MetaArgs = Parameters<ReturnType<typeof pageMeta>>[0];

describe("pageMeta", () => {
  it("keeps the root's description and replaces only the title", () => {
    const rootMeta = [{ title: "ParkPlay" }, { name: "description", content: "One tap" }];
    const args: MetaArgs = {
      data: undefined,
      params: {},
      location: { pathname: "/about", search: "", hash: "", state: null, key: "default" },
      matches: [{ id: "root", pathname: "/", params: {}, data: undefined, handle: undefined, meta: rootMeta }],
    };
    expect(pageMeta("About · ParkPlay")(args)).toEqual([{ name: "description", content: "One tap" }, { title: "About · ParkPlay" }]);
  });
});
