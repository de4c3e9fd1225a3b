import { act, fireEvent, screen, within } from "@testing-library/react";
import { Suspense, useEffect } from "react";
import { MemoryRouter, useLocation, type Location } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import SendFromPhonePanel from "~/components/pairing/SendFromPhonePanel";
import { FrameLanguageProvider } from "~/lib/i18n/frame";
import { frameDe } from "~/generated/i18n/frame/de";
import { unpackText } from "~/lib/preferences/stored/setup-packing";
import { renderWithMantine } from "../../support/render";
import { latestSocket, loadStylesheets, pairingCreated, stubPairingServer } from "../../support/pairing";

const setupJson = '{"v":1,"h":["netflix"],"s":[["_plx1","Home Plex","https://plex.example.com/web",3,2]],"r":[6,0,1,2,3,4,5]}';

// The flags Remix 2 already behaves by, which also keep React Router's warnings about them quiet.
const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true };

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

/** The panel as the toolbar shows it, on the dashboard at "/?from=car"; resolves once the first socket has opened. */
/** The panel as the toolbar shows it, before any socket opens. */
async function showPanel() {
  renderWithMantine(
    <MemoryRouter future={routerFuture}>
      <Suspense fallback={null}>
        <SendFromPhonePanel onClose={() => undefined} />
      </Suspense>
    </MemoryRouter>,
  );
  act(loadStylesheets);
  return screen.findByRole("dialog", { name: "Send from phone" });
}

async function openPanel() {
  const onClose = vi.fn<() => void>();
  const locations: Location[] = [];
  const { unmount } = renderWithMantine(
    <MemoryRouter initialEntries={["/?from=car"]} future={routerFuture}>
      <Suspense fallback={null}>
        <SendFromPhonePanel onClose={onClose} />
      </Suspense>
      <LocationProbe onLocation={(location) => locations.push(location)} />
    </MemoryRouter>,
  );
  act(loadStylesheets);
  const dialog = await screen.findByRole("dialog", { name: "Send from phone" });
  await within(dialog).findByText("K7QM-2XPA");
  act(() => latestSocket().open());
  return { dialog, onClose, unmount, locations, status: () => within(dialog).getByRole("status") };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SendFromPhonePanel", () => {
  it("shows the code as a QR code, as an address to type and as itself, and says it waits for the phone", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { dialog, status } = await openPanel();
    expect(within(dialog).getByText("Scan with your phone's camera, then send a link or your setup")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "QR code of the pairing address" })).toBeTruthy();
    expect(within(dialog).getByText(`${window.location.host}/p/K7QM-2XPA`).tagName).toBe("STRONG");
    expect(within(dialog).getByText("K7QM-2XPA")).toBeTruthy();
    expect(status().textContent).toBe("Waiting for your phone…");
    expect(status().getAttribute("aria-live")).toBe("polite");
    expect(latestSocket().url).toBe(`ws://${window.location.host}/p/K7QM2XPA/socket?key=car-key`);
  });

  it("says Connected when the phone opens the page, and Reconnecting… while the link is down", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { status } = await openPanel();
    act(() => latestSocket().receive({ type: "phone" }));
    expect(status().textContent).toBe("Connected");
    act(() => latestSocket().drop(1006));
    expect(status().textContent).toBe("Reconnecting…");
    expect(screen.getByText("K7QM-2XPA")).toBeTruthy();
  });

  it("shows a link with its host in bold, and Open is a link in this tab to exactly that address", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { dialog } = await openPanel();
    act(() => latestSocket().receive({ type: "link", id: "m1", url: "https://www.example.com/watch?v=abc" }));
    const notice = within(dialog).getByRole("alert");
    expect(within(notice).getByRole("heading", { name: "Link from your phone" })).toBeTruthy();
    expect(notice.textContent).toContain("https://www.example.com/watch?v=abc");
    expect([...notice.querySelectorAll("strong")].map((bold) => bold.textContent)).toEqual(["www.example.com"]);
    const open = within(notice).getByRole("link", { name: "Open" });
    expect(open.getAttribute("href")).toBe("https://www.example.com/watch?v=abc");
    expect(open.hasAttribute("target")).toBe(false);
    expect(latestSocket().sent).toEqual([JSON.stringify({ type: "ack", id: "m1" })]);
  });

  it("Dismiss removes the link and nothing else happens", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { dialog, locations, status } = await openPanel();
    const before = window.location.href;
    act(() => latestSocket().receive({ type: "link", id: "m1", url: "https://www.example.com/" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(window.location.href).toBe(before);
    expect(locations.map((location) => `${location.pathname}${location.search}${location.hash}`)).toEqual(["/?from=car"]);
    expect(status().textContent).toBe("Connected");
    expect(latestSocket().closedWith).toBeNull();
  });

  it("shows the latest of several links", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { dialog } = await openPanel();
    act(() => latestSocket().receive({ type: "link", id: "m1", url: "https://first.example/" }));
    act(() => latestSocket().receive({ type: "link", id: "m2", url: "https://second.example/" }));
    expect(within(dialog).getAllByRole("alert")).toHaveLength(1);
    expect(within(dialog).getByRole("link", { name: "Open" }).getAttribute("href")).toBe("https://second.example/");
  });

  it("shows no link the Custom URL rules refuse", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { dialog } = await openPanel();
    act(() => latestSocket().receive({ type: "link", id: "m1", url: "javascript:alert(1)" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(vi.mocked(console.warn)).toHaveBeenCalledExactlyOnceWith("pairing_link_refused");
  });

  it("opens the setup preview by putting the packed setup in the address, as a backup link does", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { locations } = await openPanel();
    act(() => latestSocket().receive({ type: "setup", id: "m1", setup: setupJson }));
    await vi.waitFor(() => expect(locations).toHaveLength(2));
    const location = locations[1];
    expect(location?.pathname).toBe("/");
    expect(location?.search).toBe("?from=car");
    expect(location?.hash.startsWith("#setup=")).toBe(true);
    expect(await unpackText(location?.hash.slice("#setup=".length) ?? "", 32 * 1024)).toBe(setupJson);
    expect(latestSocket().sent).toEqual([JSON.stringify({ type: "ack", id: "m1" })]);
  });

  it("offers a new code once this one has expired", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"), pairingCreated("HJ3N4RWT"));
    const { dialog, status } = await openPanel();
    act(() => latestSocket().drop(4004));
    expect(status().textContent).toBe("This code has expired.");
    expect(within(dialog).queryByText("K7QM-2XPA")).toBeNull();
    expect(within(dialog).queryByRole("img")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "New code" }));
    expect(await within(dialog).findByText("HJ3N-4RWT")).toBeTruthy();
    expect(latestSocket().url).toContain("/p/HJ3N4RWT/socket");
  });

  it("says the code was opened on another screen when another car takes it over", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { dialog, status } = await openPanel();
    act(() => latestSocket().drop(4001));
    expect(status().textContent).toBe("This code was opened on another screen, so it no longer works here.");
    expect(within(dialog).getByRole("button", { name: "New code" })).toBeTruthy();
  });

  it("shows the worker's sentence when it refuses a code", async () => {
    stubPairingServer(() => Response.json({ message: "You have asked for many codes. Try again in a minute." }, { status: 429 }));
    const dialog = await showPanel();
    expect(await within(dialog).findByText("You have asked for many codes. Try again in a minute.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(within(dialog).queryByRole("img")).toBeNull();
  });

  it("words a refusal itself when the worker sent no sentence", async () => {
    stubPairingServer(() => new Response("slow down", { status: 429 }));
    const dialog = await showPanel();
    expect(await within(dialog).findByText("Too many codes were asked for from this network. Wait a minute, then try again.")).toBeTruthy();
  });

  it("speaks the car's language: German status, instruction, link notice and renewal", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    renderWithMantine(
      <FrameLanguageProvider locale={{ language: "de", region: "dach" }} messages={frameDe}>
        <MemoryRouter future={routerFuture}>
          <Suspense fallback={null}>
            <SendFromPhonePanel onClose={() => undefined} />
          </Suspense>
        </MemoryRouter>
      </FrameLanguageProvider>,
    );
    act(loadStylesheets);
    const dialog = await screen.findByRole("dialog", { name: "Vom Handy senden" });
    await within(dialog).findByText("K7QM-2XPA");
    act(() => latestSocket().open());
    expect(within(dialog).getByRole("status").textContent).toBe("Warten auf Ihr Handy…");
    expect(within(dialog).getByRole("img", { name: "QR-Code der Kopplungsadresse" })).toBeTruthy();
    expect(within(dialog).getByText(`${window.location.host}/p/K7QM-2XPA`).parentElement?.textContent).toBe(
      `Oder ${window.location.host}/p/K7QM-2XPA öffnen`,
    );
    act(() => latestSocket().receive({ type: "link", id: "m1", url: "https://www.example.com/" }));
    const notice = within(dialog).getByRole("alert");
    expect(within(notice).getByRole("heading", { name: "Link von Ihrem Handy" })).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Öffnen" })).toBeTruthy();
    expect(within(notice).getByRole("button", { name: "Verwerfen" })).toBeTruthy();
    act(() => latestSocket().drop(4004));
    expect(within(dialog).getByRole("status").textContent).toBe("Dieser Code ist abgelaufen.");
    expect(within(dialog).getByRole("button", { name: "Neuer Code" })).toBeTruthy();
  });

  it("Close closes the dialog, and the pairing ends with the car's close code when the toolbar unmounts it", async () => {
    stubPairingServer(pairingCreated("K7QM2XPA"));
    const { dialog, onClose, unmount } = await openPanel();
    const socket = latestSocket();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(false);
    unmount();
    expect(socket.closedWith).toBe(4000);
  });
});
