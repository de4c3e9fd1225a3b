import { useEffect, useMemo, useState } from "react";
import { DebugSection } from "~/components/diagnostics/DebugSection";
import { ReadOnlyField } from "~/components/diagnostics/ReadOnlyField";
import { applyBrowserFacts, unknownValue, type BrowserFacts, type DeviceInfo } from "~/lib/diagnostics/device";
import type { Language } from "~/lib/i18n/languages";
import type { DebugMessages } from "~/generated/i18n/debug/en";
import type { Translate } from "~/lib/i18n/translate";

interface ViewportFacts extends BrowserFacts {
  width: number;
  height: number;
}

const notYetKnown = "—";

function readViewportFacts(): ViewportFacts {
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    maxTouchPoints: navigator.maxTouchPoints,
    orientation: window.matchMedia("(orientation: landscape)").matches ? "landscape" : "portrait",
  };
}

/** The viewport as the browser sees it, null until hydration; orientation follows the viewport, so resize covers it. */
function useViewportFacts(): ViewportFacts | null {
  const [facts, setFacts] = useState<ViewportFacts | null>(null);
  useEffect(() => {
    const update = () => setFacts(readViewportFacts());
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return facts;
}

function describeCar({ inCar, carBrand }: DeviceInfo, t: Translate<DebugMessages>): string {
  switch (inCar.answer) {
    case "yes":
      return carBrand ? t("yesBrand", { brand: carBrand }) : t("yes");
    case "likely":
      return t("likely");
    case "not-detectable":
      return t("notDetectable");
    case "no":
      return t("no");
  }
}

/** The device as the server described it, refined once hydrated; labels and words come from the page's loader, in its language. */
interface DeviceInfoSectionProps {
  device: DeviceInfo;
  /** The page's words and language, from its loader: this section reads the browser after hydration, with no catalogue of its own. */
  t: Translate<DebugMessages>;
  language: Language;
}

export function DeviceInfoSection({ device, t, language }: DeviceInfoSectionProps) {
  const viewport = useViewportFacts();
  // Sizes are written the language's way; like a year, a four-digit size takes no thousands separator (1280 px, 10 000 px in French).
  const pixels = useMemo(() => new Intl.NumberFormat(language, { useGrouping: "min2" }), [language]);
  const info = viewport ? applyBrowserFacts(device, viewport) : device;
  const shown = (value: string) => (value === unknownValue ? t("unknown") : value);
  return (
    <DebugSection headingId="device-info-heading" title={t("device")}>
      <ReadOnlyField label={t("userAgent")} value={shown(info.userAgent)} rows={3} />
      <ReadOnlyField label={t("viewportWidth")} value={viewport ? pixels.format(viewport.width) : notYetKnown} suffix="px" />
      <ReadOnlyField label={t("viewportHeight")} value={viewport ? pixels.format(viewport.height) : notYetKnown} suffix="px" />
      <ReadOnlyField label={t("orientation")} value={t(info.orientation)} />
      <ReadOnlyField label={t("deviceType")} value={t(info.deviceType)} />
      <ReadOnlyField label={t("deviceName")} value={shown(info.device)} />
      <ReadOnlyField label={t("inCar")} value={describeCar(info, t)} />
      <ReadOnlyField label={t("os")} value={shown(info.os)} />
      <ReadOnlyField label={t("osVersion")} value={shown(info.os_version)} />
      <ReadOnlyField label={t("browser")} value={shown(info.browser)} />
      <ReadOnlyField label={t("browserVersion")} value={shown(info.browser_version)} />
    </DebugSection>
  );
}
