// Issue 22: the link each card renders, for every launch mode, region and full-screen state.
import { describe, expect, it } from "vitest";
import { regions } from "~/data/regions";
import { packedCatalogueFor } from "~/lib/catalogue/catalogue.server";
import { unpackCatalogue } from "~/lib/catalogue/catalogue";
import { effectiveLaunchMode, fullscreenLaunchUrl, launchLinkAttributes, launchModeOf } from "~/lib/links/launch";
import { chosenLaunchModes, defaultLaunchChoices, keepLaunchModesOf, launchModes, withLaunchMode } from "~/lib/links/launch-choices";

const service = "https://plex.home.example:32400/web/index.html#!/media?key=a&b=c d";

describe("launchLinkAttributes", () => {
  it("Automatic is a same-tab link to the service itself, sending no referrer, in and out of full screen", () => {
    for (const dashboardFullscreen of [false, true]) {
      expect(launchLinkAttributes(service, "automatic", false, dashboardFullscreen)).toEqual({ href: service, rel: "noreferrer" });
    }
  });

  it("Full screen goes through YouTube's redirect page with q set to the encoded address, unless the dashboard already is full screen", () => {
    const viaYoutube = launchLinkAttributes(service, "fullscreen", false, false);
    expect(viaYoutube).toEqual({ href: `https://www.youtube.com/redirect?q=${encodeURIComponent(service)}`, rel: "noreferrer" });
    expect(new URL(viaYoutube.href).searchParams.get("q")).toBe(service);
    expect(launchLinkAttributes(service, "fullscreen", false, true)).toEqual({ href: service, rel: "noreferrer" });
  });

  it("Outside full screen opens a new tab with no opener and no referrer, whatever the switch and the dashboard's state", () => {
    for (const everyCardFullscreen of [false, true]) {
      for (const dashboardFullscreen of [false, true]) {
        expect(launchLinkAttributes(service, "outside", everyCardFullscreen, dashboardFullscreen)).toEqual({
          href: service,
          target: "_blank",
          rel: "noopener noreferrer",
        });
      }
    }
  });

  it("'Open every card in full screen' turns Automatic into Full screen, and only Automatic", () => {
    expect(launchLinkAttributes(service, "automatic", true, false).href).toBe(fullscreenLaunchUrl(service));
    expect(launchLinkAttributes(service, "automatic", true, true).href).toBe(service);
    expect(effectiveLaunchMode("automatic", true)).toBe("fullscreen");
    expect(effectiveLaunchMode("outside", true)).toBe("outside");
    expect(effectiveLaunchMode("automatic", false)).toBe("automatic");
  });

  it.each(regions)("gives every card of the %s catalogue a redirect that leads back to exactly its address", (region) => {
    const sources = unpackCatalogue(packedCatalogueFor(region));
    expect(sources.length).toBeGreaterThan(0);
    for (const [, , , url] of sources) {
      for (const mode of launchModes) {
        const { href } = launchLinkAttributes(url, mode, false, false);
        const arrival = mode === "fullscreen" ? new URL(href).searchParams.get("q") : href;
        expect(href.startsWith("https://www.youtube.com/redirect?q=")).toBe(mode === "fullscreen");
        expect(arrival).toBe(url);
      }
    }
  });
});

describe("launch choices", () => {
  it("sets one card's mode in canonical order, moving it out of any other mode, and Automatic clears it", () => {
    let choices = withLaunchMode(defaultLaunchChoices, "netflix", "fullscreen");
    choices = withLaunchMode(choices, "hulu", "fullscreen");
    choices = withLaunchMode(choices, "_k2x9", "outside");
    expect(choices).toEqual({ fullscreen: ["hulu", "netflix"], outside: ["_k2x9"], everyCardFullscreen: false });
    choices = withLaunchMode(choices, "netflix", "outside");
    expect(launchModeOf(choices, "netflix")).toBe("outside");
    expect(choices.fullscreen).toEqual(["hulu"]);
    choices = withLaunchMode(choices, "hulu", "automatic");
    expect(choices).toEqual({ fullscreen: [], outside: ["_k2x9", "netflix"], everyCardFullscreen: false });
    expect(launchModeOf(choices, "youtube")).toBe("automatic");
    expect(chosenLaunchModes(choices)).toEqual(
      new Map([
        ["_k2x9", "outside"],
        ["netflix", "outside"],
      ]),
    );
  });

  it("drops the modes of cards that no longer exist", () => {
    const choices = { fullscreen: ["netflix", "_gone"], outside: ["_k2x9"], everyCardFullscreen: true };
    expect(keepLaunchModesOf(choices, (id) => id !== "_gone")).toEqual({
      fullscreen: ["netflix"],
      outside: ["_k2x9"],
      everyCardFullscreen: true,
    });
  });
});
