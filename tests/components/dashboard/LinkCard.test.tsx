import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LinkCard } from "~/components/dashboard/LinkCard";
import { contrastRatio, readableTextColor } from "~/data/contrast";
import { sources } from "~/data/sources";
import { launchLinkAttributes } from "~/lib/links/launch";
import { renderWithMantine } from "../../support/render";

/** happy-dom reports colours as #rrggbb or rgb(r, g, b); the contrast maths wants #rrggbb. */
function toHex(cssColor: string): string {
  if (cssColor.startsWith("#")) return cssColor;
  return `#${(cssColor.match(/\d+/g) ?? []).map((channel) => Number(channel).toString(16).padStart(2, "0")).join("")}`;
}

const automaticLink = (url: string) => launchLinkAttributes(url, "automatic", false, false);

describe("LinkCard", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is a same-tab link to the service that sends no referrer, named by the service even when a logo shows", () => {
    renderWithMantine(
      <LinkCard
        name="YouTube"
        id="card"
        link={launchLinkAttributes("https://www.youtube.com", "automatic", false, false)}
        background="#ff0000"
        textColor={readableTextColor("#ff0000")}
        logoUrl="/logos/us.0123abcd.svg#youtube"
      />,
    );
    const link = screen.getByRole("link", { name: "YouTube" });
    expect(link.getAttribute("href")).toBe("https://www.youtube.com");
    expect(link.getAttribute("target")).toBeNull();
    expect(link.getAttribute("rel")).toBe("noreferrer");
    expect(screen.getByRole("img", { name: "YouTube" }).querySelector("use")?.getAttribute("href")).toBe("/logos/us.0123abcd.svg#youtube");
  });

  it("shows an app icon small above the name, set as a fitted wordmark, and names the link once", () => {
    const { container } = renderWithMantine(
      <LinkCard
        id="peacock"
        name="Peacock"
        link={automaticLink("https://www.peacocktv.com")}
        background="#000000"
        textColor={readableTextColor("#000000")}
        logoUrl="/logos/us.0123abcd.svg#peacock"
        wordmarkSize={2}
      />,
    );
    const link = screen.getByRole("link", { name: "Peacock" });
    // Decorative, drawn by reference into the region's sprite like a mark, so it names nothing and is never an image.
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    const icon = container.querySelector("svg.pp-card-icon");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(icon?.querySelector("use")?.getAttribute("href")).toBe("/logos/us.0123abcd.svg#peacock");
    const wordmark = link.querySelector(".pp-card-wordmark.pp-fit-2.pp-card-iconed");
    expect(wordmark?.textContent).toBe("Peacock");
    // After the name and inside it, so the streamed HTML never lays out an icon without the name below it.
    expect(wordmark?.lastElementChild).toBe(icon);
  });

  it("sets the name alone as a fitted wordmark when there is no drawing", () => {
    const { container } = renderWithMantine(
      <LinkCard
        id="philo"
        name="Philo"
        link={automaticLink("https://www.philo.com")}
        background="#3a1ea6"
        textColor="#ffffff"
        logoUrl={null}
        wordmarkSize={0}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Philo" }).querySelector(".pp-fit-0")?.textContent).toBe("Philo");
    expect(container.querySelector(".pp-card-iconed")).toBeNull();
  });

  it("shows the name in the catalogue's readable text colour on the brand background when there is no logo", () => {
    renderWithMantine(
      <LinkCard
        name="Hulu"
        id="card"
        link={launchLinkAttributes("https://www.hulu.com", "automatic", false, false)}
        background={sources.hulu.colors.dark}
        textColor={sources.hulu.colors.text}
        logoUrl={null}
      />,
    );
    const link = screen.getByRole("link", { name: "Hulu" });
    expect(screen.queryByRole("img")).toBeNull();
    expect(link.textContent).toBe("Hulu");
    expect(toHex(link.style.getPropertyValue("--pp-card-background"))).toBe("#1ce783");
    expect(contrastRatio(toHex(link.style.color), "#1ce783")).toBeGreaterThanOrEqual(4.5);
  });

  it("draws a brand's mark by reference over the service's name, which shows until the mark has painted", () => {
    renderPlexCard();
    const logo = screen.getByRole("img", { name: "Plex" });
    // Not an image element: the page's largest contentful paint is never a mark still on its way.
    expect(logo.tagName.toLowerCase()).toBe("svg");
    expect(logo.getAttribute("class")).toBe("pp-card-logo");
    expect(logo.querySelector("use")?.getAttribute("href")).toBe("/logos/us.0123abcd.svg#plex");
    // The name is drawn beneath the mark (whose file covers the card once painted), hidden from assistive technology, which
    // reads the mark's label. A mark that never arrives draws nothing, so the name shows. No JavaScript decides it.
    const name = logo.previousElementSibling;
    expect(name?.className).toBe("pp-card-name");
    expect(name?.textContent).toBe("Plex");
    expect(name?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("link", { name: "Plex" }).textContent).toBe("Plex");
  });

  it("opens outside full screen in a new tab, with the corner icon and the description it points to", () => {
    renderWithMantine(
      <>
        <LinkCard
          id="netflix"
          name="Netflix"
          link={launchLinkAttributes("https://www.netflix.com/browse", "outside", false, false)}
          opensOutsideDescriptionId="outside-note"
          background="#000000"
          textColor={readableTextColor("#000000")}
          logoUrl={null}
        />
        <p id="outside-note" hidden>
          Opens outside full screen, in a new tab
        </p>
      </>,
    );
    const link = screen.getByRole("link", { name: "Netflix" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.getAttribute("aria-describedby")).toBe("outside-note");
    expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("sends one beacon naming the card when tapped, and leaves the navigation to the browser", () => {
    const sendBeacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
    renderWithMantine(
      <LinkCard
        id="hulu"
        name="Hulu"
        link={launchLinkAttributes("https://www.hulu.com", "fullscreen", false, false)}
        background="#1ce783"
        textColor={readableTextColor("#1ce783")}
        logoUrl={null}
      />,
    );
    const link = screen.getByRole("link", { name: "Hulu" });
    expect(link.getAttribute("href")).toBe("https://www.youtube.com/redirect?q=https%3A%2F%2Fwww.hulu.com");
    expect(link.querySelector("svg")).toBeNull();
    // happy-dom would follow the link; the card itself never prevents it.
    let prevented: boolean | null = null;
    const stopNavigation = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", stopNavigation);
    fireEvent.click(link);
    document.removeEventListener("click", stopNavigation);
    expect(prevented).toBe(false);
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon).toHaveBeenCalledWith("/card-opened", new URLSearchParams({ id: "hulu" }));
    sendBeacon.mockRestore();
  });
});

/** A card with a brand's mark for its logo. */
function renderPlexCard() {
  return renderWithMantine(
    <LinkCard
      name="Plex"
      id="card"
      link={launchLinkAttributes("https://app.plex.tv", "automatic", false, false)}
      background="#282a2d"
      textColor={readableTextColor("#282a2d")}
      logoUrl="/logos/us.0123abcd.svg#plex"
    />,
  );
}
