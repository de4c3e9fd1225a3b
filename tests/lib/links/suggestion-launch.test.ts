import { describe, expect, it } from "vitest";
import type { LaunchChoices } from "~/lib/links/launch";
import { suggestionLaunchLink } from "~/lib/links/suggestion-launch";

const netflix = { id: "netflix", name: "Netflix", url: "https://www.netflix.com/browse" };
const automaticOnly: LaunchChoices = { fullscreen: [], outside: [], everyCardFullscreen: false };
const youtubeBounce = `https://www.youtube.com/redirect?q=${encodeURIComponent(netflix.url)}`;

describe("suggestionLaunchLink", () => {
  it("opens a service in Automatic mode at its own address in this tab", () => {
    expect(suggestionLaunchLink({ kind: "service", service: netflix }, automaticOnly, false)).toEqual({ href: netflix.url, newTab: false });
  });

  it("opens a Full screen service through YouTube's redirect page, unless the dashboard is already full screen", () => {
    const choices: LaunchChoices = { ...automaticOnly, fullscreen: ["netflix"] };
    expect(suggestionLaunchLink({ kind: "service", service: netflix }, choices, false)).toEqual({ href: youtubeBounce, newTab: false });
    expect(suggestionLaunchLink({ kind: "service", service: netflix }, choices, true)).toEqual({ href: netflix.url, newTab: false });
  });

  it("follows 'Open every card in full screen' for a service left in Automatic", () => {
    const choices: LaunchChoices = { ...automaticOnly, everyCardFullscreen: true };
    expect(suggestionLaunchLink({ kind: "service", service: netflix }, choices, false)).toEqual({ href: youtubeBounce, newTab: false });
  });

  it("opens an Outside full screen service in a new tab, from full screen too", () => {
    const choices: LaunchChoices = { ...automaticOnly, outside: ["netflix"], everyCardFullscreen: true };
    for (const fullscreen of [false, true]) {
      expect(suggestionLaunchLink({ kind: "service", service: netflix }, choices, fullscreen)).toEqual({ href: netflix.url, newTab: true });
    }
  });

  it("opens a web search in a new tab whatever the launch choices", () => {
    const url = "https://www.google.com/search?q=cats%20videos";
    const choices: LaunchChoices = { ...automaticOnly, everyCardFullscreen: true };
    expect(suggestionLaunchLink({ kind: "web-search", query: "cats videos", url }, choices, false)).toEqual({ href: url, newTab: true });
  });
});
