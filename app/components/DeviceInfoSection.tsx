import { Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { ReadOnlyField } from "~/components/ReadOnlyField";
import { applyBrowserFacts, type BrowserFacts, type DeviceInfo } from "~/lib/diagnostics/device";

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

function describeCar({ inCar, carBrand }: DeviceInfo): string {
  switch (inCar.answer) {
    case "yes":
      return carBrand ? `Yes (${carBrand})` : "Yes";
    case "likely":
      return "likely (full-screen arrival)";
    case "not-detectable":
      return "not detectable";
    case "no":
      return "No";
  }
}

export function DeviceInfoSection({ device }: { device: DeviceInfo }) {
  const viewport = useViewportFacts();
  const info = viewport ? applyBrowserFacts(device, viewport) : device;
  return (
    <section className="pp-debug-section" aria-labelledby="device-info-heading">
      <Title order={2} id="device-info-heading">
        Device Info
      </Title>
      <div className="pp-debug-fields">
        <ReadOnlyField label="UserAgent" value={info.userAgent} rows={3} />
        <ReadOnlyField label="Viewport Width" value={viewport ? String(viewport.width) : notYetKnown} suffix="px" />
        <ReadOnlyField label="Viewport Height" value={viewport ? String(viewport.height) : notYetKnown} suffix="px" />
        <ReadOnlyField label="Orientation" value={info.orientation} />
        <ReadOnlyField label="Device Type" value={info.deviceType} />
        <ReadOnlyField label="Device" value={info.device} />
        <ReadOnlyField label="In Car" value={describeCar(info)} />
        <ReadOnlyField label="OS" value={info.os} />
        <ReadOnlyField label="OS Version" value={info.os_version} />
        <ReadOnlyField label="Browser" value={info.browser} />
        <ReadOnlyField label="Browser Version" value={info.browser_version} />
      </div>
    </section>
  );
}
