import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LinkCard } from "~/components/dashboard/LinkCard";
import { contrastRatio, readableTextColor } from "~/data/contrast";
import { sources } from "~/data/sources";
import { stubIntersectionObserver } from "../../support/intersection-observer";
import { renderWithMantine } from "../../support/render";

/** happy-dom reports colours as #rrggbb or rgb(r, g, b); the contrast maths wants #rrggbb. */
function toHex(cssColor: string): string {
  if (cssColor.startsWith("#")) return cssColor;
  return `#${(cssColor.match(/\d+/g) ?? []).map((channel) => Number(channel).toString(16).padStart(2, "0")).join("")}`;
}

describe("LinkCard", () => {
  beforeEach(() => {
    // happy-dom never loads images; report them as still loading unless a test says otherwise.
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is a same-tab link to the service that sends no referrer, named by the service even when a logo shows", () => {
    renderWithMantine(
      <LinkCard
        name="YouTube"
        url="https://www.youtube.com"
        background="#ff0000"
        textColor={readableTextColor("#ff0000")}
        logoUrl="/logos/youtube.svg"
      />,
    );
    const link = screen.getByRole("link", { name: "YouTube" });
    expect(link.getAttribute("href")).toBe("https://www.youtube.com");
    expect(link.getAttribute("target")).toBeNull();
    expect(link.getAttribute("rel")).toBe("noreferrer");
    const logo = screen.getByRole("img", { name: "YouTube" });
    expect(logo.getAttribute("width")).toMatch(/^\d+$/);
    expect(logo.getAttribute("height")).toMatch(/^\d+$/);
  });

  it("shows an app icon small above the name, set as a fitted wordmark, and names the link once", () => {
    const { container } = renderWithMantine(
      <LinkCard
        name="Peacock"
        url="https://www.peacocktv.com"
        background="#000000"
        textColor={readableTextColor("#000000")}
        logoUrl="/logos/peacock.svg"
        wordmarkSize={2}
      />,
    );
    const link = screen.getByRole("link", { name: "Peacock" });
    expect(screen.queryByRole("img")).toBeNull();
    const icon = container.querySelector("img.pp-card-icon");
    expect(icon?.getAttribute("alt")).toBe("");
    expect(icon?.getAttribute("src")).toBe("/logos/peacock.svg");
    expect(link.querySelector(".pp-card-wordmark.pp-fit-2")?.textContent).toBe("Peacock");
  });

  it("sets the name alone as a fitted wordmark when there is no drawing, and when an app icon fails to load", () => {
    const { container, rerender } = renderWithMantine(
      <LinkCard name="Philo" url="https://www.philo.com" background="#3a1ea6" textColor="#ffffff" logoUrl={null} wordmarkSize={0} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Philo" }).querySelector(".pp-fit-0")?.textContent).toBe("Philo");

    rerender(
      <LinkCard
        name="Sling"
        url="https://watch.sling.com"
        background="#0072ec"
        textColor="#ffffff"
        logoUrl="/logos/sling.svg"
        wordmarkSize={1}
      />,
    );
    const icon = container.querySelector("img.pp-card-icon");
    if (icon === null) throw new Error("no icon");
    fireEvent.error(icon);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Sling" }).querySelector(".pp-fit-1")?.textContent).toBe("Sling");
  });

  it("shows the name in the catalogue's readable text colour on the brand background when there is no logo", () => {
    renderWithMantine(
      <LinkCard
        name="Hulu"
        url="https://www.hulu.com"
        background={sources.hulu.colors.dark}
        textColor={sources.hulu.colors.text}
        logoUrl={null}
      />,
    );
    const link = screen.getByRole("link", { name: "Hulu" });
    expect(screen.queryByRole("img")).toBeNull();
    expect(link.textContent).toBe("Hulu");
    expect(toHex(link.style.backgroundColor)).toBe("#1ce783");
    expect(contrastRatio(toHex(link.style.color), "#1ce783")).toBeGreaterThanOrEqual(4.5);
  });

  it("replaces a logo that fails to load with the name", () => {
    renderWithMantine(
      <LinkCard
        name="Netflix"
        url="https://www.netflix.com"
        background="#000000"
        textColor={readableTextColor("#000000")}
        logoUrl="/logos/netflix.svg"
      />,
    );
    fireEvent.error(screen.getByRole("img", { name: "Netflix" }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Netflix" }).textContent).toBe("Netflix");
  });

  it("notices a logo that had already failed before the component mounted", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    renderPlexCard();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Plex" }).textContent).toBe("Plex");
  });

  it("keeps a logo that loaded", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(64);
    renderPlexCard();
    expect(screen.getByRole("img", { name: "Plex" })).toBeTruthy();
  });

  it("requests a logo off the first screen only once its card scrolls into view, keeping the image's size meanwhile", () => {
    const viewport = stubIntersectionObserver();
    renderWithMantine(
      <LinkCard
        name="Tubi"
        url="https://tubitv.com"
        background="#7408ff"
        textColor={readableTextColor("#7408ff")}
        logoUrl="/logos/tubi.svg"
        onFirstScreen={false}
      />,
    );
    const logo = screen.getByRole("img", { name: "Tubi" });
    expect(logo.hasAttribute("src")).toBe(false);
    expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["80", "80"]);
    viewport.scrollIntoView(logo);
    expect(logo.getAttribute("src")).toBe("/logos/tubi.svg");
    expect(viewport.isObserved(logo)).toBe(false);
  });

  it("tries a new logo URL again after the previous one failed", () => {
    const { rerender } = renderWithMantine(
      <LinkCard
        name="Google Calendar"
        url="https://calendar.google.com"
        background="#202124"
        textColor={readableTextColor("#202124")}
        logoUrl="/logos/calendar/1.svg"
      />,
    );
    fireEvent.error(screen.getByRole("img", { name: "Google Calendar" }));
    expect(screen.queryByRole("img")).toBeNull();
    rerender(
      <LinkCard
        name="Google Calendar"
        url="https://calendar.google.com"
        background="#202124"
        textColor={readableTextColor("#202124")}
        logoUrl="/logos/calendar/2.svg"
      />,
    );
    expect(screen.getByRole("img", { name: "Google Calendar" }).getAttribute("src")).toBe("/logos/calendar/2.svg");
  });
});

/** A card whose logo loading the tests control through the image's `complete` and `naturalWidth`. */
function renderPlexCard() {
  return renderWithMantine(
    <LinkCard
      name="Plex"
      url="https://app.plex.tv"
      background="#282a2d"
      textColor={readableTextColor("#282a2d")}
      logoUrl="/logos/plex.svg"
    />,
  );
}
