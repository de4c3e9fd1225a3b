// The Device Info section once the page has hydrated: the server's description of the request, refined by what the
// browser knows (its window, its touch points), as the diagnostics page shows it.
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeviceInfoSection } from "~/components/diagnostics/DeviceInfoSection";
import { describeDevice, readUserAgent } from "~/lib/diagnostics/device-info";
import { createTranslator } from "~/lib/i18n/translate";
import { debugEn } from "~/generated/i18n/debug/en";
import { renderWithMantine } from "../../support/render";
import { setViewport } from "../../support/viewport";
import { macSafariUserAgent, tesla202626UserAgent, teslaTokenUserAgent } from "../../support/user-agents";

function renderHydrated(userAgent: string, fullscreenArrival = false) {
  renderWithMantine(
    <DeviceInfoSection
      t={createTranslator(debugEn, "en")}
      language="en"
      device={describeDevice(readUserAgent(userAgent), { fullscreenArrival })}
    />,
  );
}

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const found = screen.getByLabelText(label, { exact: true });
  if (found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement) return found;
  throw new Error(`${label} is not a form field`);
}

describe("diagnostics after hydration", () => {
  afterEach(() => {
    setViewport(1024, 768);
  });

  it("UserAgent equals navigator.userAgent", () => {
    renderHydrated(navigator.userAgent);
    expect(field("UserAgent").value).toBe(navigator.userAgent);
    expect(field("UserAgent").getAttribute("readonly")).toBe("");
  });

  it("viewport fields follow the window size and orientation live", () => {
    setViewport(1280, 720);
    renderHydrated(navigator.userAgent);
    expect(field("Viewport Width").value).toBe("1280");
    expect(field("Viewport Height").value).toBe("720");
    expect(field("Orientation").value).toBe("landscape");

    act(() => setViewport(700, 900));
    expect(field("Viewport Width").value).toBe("700");
    expect(field("Viewport Height").value).toBe("900");
    expect(field("Orientation").value).toBe("portrait");
    expect([window.innerWidth, window.innerHeight]).toEqual([700, 900]);

    act(() => setViewport(1024, 600));
    expect(field("Viewport Width").value).toBe("1024");
    expect(field("Orientation").value).toBe("landscape");
  });

  it("in a Tesla, shows the car and counts it as desktop", () => {
    setViewport(1280, 720);
    renderHydrated(teslaTokenUserAgent);
    // The browser's own facts are in: a wide screen without touch keeps the car a desktop.
    expect(field("Viewport Width").value).toBe("1280");
    expect(field("In Car").value).toBe("Yes (Tesla)");
    expect(field("Device Type").value).toBe("desktop");
    expect(field("Device").value).toBe("Tesla");
  });

  it("in a Tesla on firmware 2026.26, cannot tell the car from a desktop", () => {
    setViewport(980, 560);
    renderHydrated(tesla202626UserAgent);
    expect(field("Viewport Width").value).toBe("980");
    expect(field("In Car").value).toBe("not detectable");
    expect(field("Device Type").value).toBe("desktop");
  });

  it("in a Tesla on firmware 2026.26, after a full-screen arrival from YouTube, the car is likely", () => {
    setViewport(980, 560);
    renderHydrated(tesla202626UserAgent, true);
    expect(field("Viewport Width").value).toBe("980");
    expect(field("In Car").value).toBe("likely (full-screen arrival)");
  });

  it("on an iPad that says it is a Mac, the browser's touch points make it a tablet", () => {
    vi.spyOn(navigator, "maxTouchPoints", "get").mockReturnValue(5);
    renderHydrated(macSafariUserAgent);
    expect(field("Device Type").value).toBe("tablet");
    expect(field("OS").value).toBe("iPadOS");
    expect(field("Device").value).toBe("Apple iPad");
  });

  it("markup in the user agent is shown as text and never runs", () => {
    const hostile = '<script>window.uaInjected=true</script><img src=x onerror="window.uaInjected=true">';
    setViewport(1280, 720);
    renderHydrated(hostile);
    // The browser's facts re-render the section, so the markup has passed through a client render too.
    expect(field("Viewport Width").value).toBe("1280");
    expect(field("UserAgent").value).toBe(hostile);
    expect("uaInjected" in window).toBe(false);
    expect(document.querySelector("img[src='x']")).toBeNull();
  });
});
