import { describe, expect, it } from "vitest";
import { suggestionLaunchLink } from "~/lib/links/suggestion-launch";

describe("suggestionLaunchLink", () => {
  it("opens a service at its own address in this tab, as its card does", () => {
    const service = { id: "netflix", name: "Netflix", url: "https://www.netflix.com/browse" };
    expect(suggestionLaunchLink({ kind: "service", service })).toEqual({ href: "https://www.netflix.com/browse", newTab: false });
  });

  it("opens a web search in a new tab", () => {
    const url = "https://www.google.com/search?q=cats%20videos";
    expect(suggestionLaunchLink({ kind: "web-search", query: "cats videos", url })).toEqual({ href: url, newTab: true });
  });
});
