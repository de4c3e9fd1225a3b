import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeviceInfoSection } from "~/components/diagnostics/DeviceInfoSection";
import { describeDevice, readUserAgent } from "~/lib/diagnostics/device-info";
import type { DeviceInfo } from "~/lib/diagnostics/device";
import { createTranslator } from "~/lib/i18n/translate";
import { debugEn } from "~/generated/i18n/debug/en";
import { debugDe } from "~/generated/i18n/debug/de";
import { renderWithMantine } from "../../support/render";
import { setViewport } from "../../support/viewport";
import { iPhoneSafariUserAgent, tesla202626UserAgent, teslaTokenUserAgent, windowsChrome148UserAgent } from "../../support/user-agents";

const macSafari = describeDevice(
  readUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15"),
  { fullscreenArrival: false },
);

const englishT = createTranslator(debugEn, "en");

function renderInGerman(device: DeviceInfo) {
  return renderWithMantine(<DeviceInfoSection device={device} t={createTranslator(debugDe, "de")} language="de" />);
}

function valueOf(label: string): string {
  const field = screen.getByLabelText(label, { exact: true });
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) return field.value;
  throw new Error(`${label} is not a form field`);
}

describe("DeviceInfoSection", () => {
  afterEach(() => {
    setViewport(1024, 768);
  });

  it("writes a size of five digits with the language's thousands separator", () => {
    setViewport(12800, 720);
    renderInGerman(macSafari);
    expect(valueOf("Anzeigebreite")).toBe("12.800");
  });

  it("shows the window size and orientation once mounted, and follows resizes", () => {
    setViewport(1280, 720);
    renderWithMantine(<DeviceInfoSection t={englishT} language="en" device={macSafari} />);
    expect(valueOf("Viewport Width")).toBe("1280");
    expect(valueOf("Viewport Height")).toBe("720");
    expect(valueOf("Orientation")).toBe("landscape");

    act(() => setViewport(600, 900));
    expect(valueOf("Viewport Width")).toBe("600");
    expect(valueOf("Viewport Height")).toBe("900");
    expect(valueOf("Orientation")).toBe("portrait");
  });

  it("stops listening when it unmounts", () => {
    const removeListener = vi.spyOn(window, "removeEventListener");
    const { unmount } = renderWithMantine(<DeviceInfoSection t={englishT} language="en" device={macSafari} />);
    unmount();
    expect(removeListener).toHaveBeenCalledWith("resize", expect.any(Function));
  });

  it("turns a Mac user agent with touch points into an iPad", () => {
    vi.spyOn(navigator, "maxTouchPoints", "get").mockReturnValue(5);
    renderWithMantine(<DeviceInfoSection t={englishT} language="en" device={macSafari} />);
    expect(valueOf("Device Type")).toBe("tablet");
    expect(valueOf("OS")).toBe("iPadOS");
  });

  it("keeps the user agent text as given", () => {
    renderWithMantine(<DeviceInfoSection t={englishT} language="en" device={macSafari} />);
    expect(valueOf("UserAgent")).toBe(macSafari.userAgent);
  });

  it.each([
    { name: "desktop Chrome", userAgent: windowsChrome148UserAgent, fullscreenArrival: false, shown: "not detectable" },
    { name: "Tesla 2026.26", userAgent: tesla202626UserAgent, fullscreenArrival: false, shown: "not detectable" },
    {
      name: "Tesla 2026.26 after a full-screen arrival",
      userAgent: tesla202626UserAgent,
      fullscreenArrival: true,
      shown: "likely (full-screen arrival)",
    },
    { name: "a Tesla/ token", userAgent: teslaTokenUserAgent, fullscreenArrival: false, shown: "Yes (Tesla)" },
    { name: "an iPhone", userAgent: iPhoneSafariUserAgent, fullscreenArrival: false, shown: "No" },
    { name: "an iPhone after a full-screen arrival", userAgent: iPhoneSafariUserAgent, fullscreenArrival: true, shown: "No" },
  ])("answers In Car for $name with '$shown'", ({ userAgent, fullscreenArrival, shown }) => {
    renderWithMantine(
      <DeviceInfoSection t={englishT} language="en" device={describeDevice(readUserAgent(userAgent), { fullscreenArrival })} />,
    );
    expect(valueOf("In Car")).toBe(shown);
  });

  it("answers No once touch points show that a Mac user agent is an iPad, even after a full-screen arrival", () => {
    const arrivedFullscreen = describeDevice(readUserAgent(macSafari.userAgent), { fullscreenArrival: true });
    vi.spyOn(navigator, "maxTouchPoints", "get").mockReturnValue(5);
    renderWithMantine(<DeviceInfoSection t={englishT} language="en" device={arrivedFullscreen} />);
    expect(valueOf("In Car")).toBe("No");
  });

  describe("in German", () => {
    it("labels every field and says what it found in German, sizes as German numbers", () => {
      setViewport(1280, 720);
      renderInGerman(describeDevice(readUserAgent(teslaTokenUserAgent), { fullscreenArrival: false }));
      expect(screen.getByRole("heading", { level: 2, name: "Geräte-Infos" })).toBeTruthy();
      expect(valueOf("Anzeigebreite")).toBe("1280");
      expect(valueOf("Ausrichtung")).toBe("Querformat");
      expect(valueOf("Gerätetyp")).toBe("Computer");
      expect(valueOf("Im Auto")).toBe("Ja (Tesla)");
      const englishOnly = Object.values(debugEn).filter(
        (label): label is string => typeof label === "string" && !Object.values(debugDe).includes(label),
      );
      for (const label of englishOnly) expect(screen.queryByLabelText(label, { exact: true })).toBeNull();
    });

    it("shows what could not be read as 'unbekannt', not the record's English 'unknown'", () => {
      renderInGerman(describeDevice(readUserAgent(null), { fullscreenArrival: false }));
      for (const label of ["User-Agent", "Gerätetyp", "Gerät", "Betriebssystem", "Browser"]) expect(valueOf(label)).toBe("unbekannt");
      expect(valueOf("Im Auto")).toBe("nicht erkennbar");
    });
  });
});
