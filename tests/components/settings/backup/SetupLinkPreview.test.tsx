// What a backup link would do, asked before anything changes: its summary, its repairs, and the links it refuses. Replacing
// the dashboard with it (a navigating form post) and opening it in a live page are checked in e2e/backup.spec.ts.
import { backedUpLinkJson, hostileSetupLinkJson } from "../../../../test-support/backed-up-setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackupTab } from "~/components/settings/backup/BackupTab";
import SetupLinkPreview from "~/components/settings/backup/SetupLinkPreview";
import { packText } from "~/lib/preferences/stored/setup-packing";
import { incompressibleSetup } from "../../../../test-support/setups";
import { loadStylesheets } from "../../../support/pairing";
import { nothingSaved, renderWithPreferences } from "../../../support/preferences";

const previewTitle = "Replace your dashboard with this setup?";

/** A different driver's own setup: one service, two hidden sources, the standard order. */
const ownPreferences = {
  ...nothingSaved,
  tipDismissed: true,
  hiddenSourceIds: ["netflix", "espn"],
  services: [{ id: "_mine", name: "My Music", url: "https://music.example.com/", category: 6, color: 4 }],
} as const satisfies typeof nothingSaved;

/** Opens the page at `/` with `hash` in the address and waits for the dialog the link opens, its sheet loaded as it asks. */
async function openLink(hash: string, preferences = nothingSaved) {
  window.history.replaceState(null, "", `/${hash}`);
  const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const harness = renderWithPreferences(<SetupLinkPreview />, preferences);
  const dialog = await waitFor(() => {
    loadStylesheets();
    return screen.getByRole("dialog");
  });
  return { ...harness, dialog, warnings };
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("opening a backup link", () => {
  it("in a fresh browser it asks first, and says what the setup holds", async () => {
    const { dialog, posts } = await openLink(`#setup=${await packText(backedUpLinkJson)}`);
    expect(within(dialog).getByRole("heading", { name: previewTitle })).toBeTruthy();
    expect(dialog.textContent).toContain("4 of your services, 12 hidden, your order");
    expect(dialog.textContent).not.toContain("left out");
    expect(posts).toEqual([]);
  });

  it("in a browser with its own setup, Keep mine changes nothing and takes the link out of the address", async () => {
    const { dialog, posts, saved } = await openLink(`#setup=${await packText(backedUpLinkJson)}`, ownPreferences);
    expect(dialog.textContent).toContain("4 of your services, 12 hidden, your order");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep mine" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/");
    expect(posts).toEqual([]);
    expect(saved()).toEqual(ownPreferences);
  });

  it("hostile parts are left out, and the preview says so", async () => {
    const { dialog } = await openLink(`#setup=${await packText(hostileSetupLinkJson)}`);
    expect(dialog.textContent).toContain("1 of your services, 1 hidden, the standard order");
    expect(dialog.textContent).toContain("Some parts of this backup were not valid and have been left out or corrected.");
    expect(dialog.querySelector("b")).toBeNull();
  });
});

describe("a backup link that cannot be used", () => {
  it.each([
    {
      name: "a damaged link",
      fragment: async () => `#setup=${(await packText(backedUpLinkJson)).slice(0, -12)}`,
      problem: "damaged",
      message: "This backup link is damaged or incomplete",
    },
    {
      name: "a link from a newer version",
      fragment: async () => `#setup=${await packText('{"v":2,"h":["netflix"]}')}`,
      problem: "newer_version",
      message: "This backup was made by a newer version of ParkPlay. Update the app where you opened it, or make a new backup.",
    },
    {
      name: "a link over 16 KB",
      fragment: () => Promise.resolve(`#setup=${"A".repeat(17 * 1024)}`),
      problem: "too_long",
      message: "This link is far longer than any ParkPlay backup",
    },
  ])("$name says why, logs one line without the value, and changes nothing", async ({ fragment, problem, message }) => {
    const { dialog, posts, saved, warnings } = await openLink(await fragment(), ownPreferences);
    expect(within(dialog).getByRole("heading", { name: "This backup link cannot be used" })).toBeTruthy();
    expect(dialog.textContent).toContain(message);
    expect(dialog.textContent).toContain("Your dashboard has not changed.");
    const lines = warnings.mock.calls.map((call) => call.map(String).join(" ")).filter((line) => line.startsWith("setup_link_"));
    expect(lines).toEqual([`setup_link_refused {"problem":"${problem}"}`]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/");
    expect(posts).toEqual([]);
    expect(saved()).toEqual(ownPreferences);
  });
});

describe("Back up", () => {
  it("a setup too large for any QR code says so and still offers the link", async () => {
    const setup = incompressibleSetup();
    renderWithPreferences(
      <Suspense fallback={null}>
        <BackupTab serverLink={null} />
      </Suspense>,
      { ...nothingSaved, tipDismissed: true, ...setup },
    );
    const field = await screen.findByRole("textbox", { name: "Backup link" });
    await waitFor(() => expect(field).toHaveProperty("value", expect.stringMatching(/#setup=/)));
    expect((field as HTMLInputElement).value.length).toBeGreaterThan(2953);
    expect(screen.getByText(/^This dashboard holds too much for a QR code\. Copy the link instead/)).toBeTruthy();
    expect(screen.queryByRole("img", { name: "QR code of the backup link" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copy link" })).toHaveProperty("disabled", false);
  });
});
