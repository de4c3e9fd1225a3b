import { defaultLocale } from "~/lib/i18n/accept-language";
import { FrameLanguageProvider } from "~/lib/i18n/frame";
import { frameEn } from "~/generated/i18n/frame/en";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SendFromPhoneButton } from "~/components/pairing/SendFromPhoneButton";
import { renderWithMantine } from "../../support/render";
import { latestSocket, loadStylesheets, pairingCreated, stubPairingServer } from "../../support/pairing";

// The flags Remix 2 already behaves by, which also keep React Router's warnings about them quiet.
const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true };

async function openPanel() {
  const button = screen.getByRole("button", { name: "Send from phone" });
  button.focus();
  fireEvent.click(button);
  await act(async () => {
    await import("~/components/pairing/SendFromPhonePanel");
  });
  act(loadStylesheets);
  const dialog = await screen.findByRole("dialog", { name: "Send from phone" });
  await within(dialog).findByRole("img", { name: "QR code of the pairing address" });
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SendFromPhoneButton", () => {
  it("is left out of the server's HTML, as it needs JavaScript to work", () => {
    const html = renderToString(
      <FrameLanguageProvider locale={defaultLocale} messages={frameEn}>
        <SendFromPhoneButton />
      </FrameLanguageProvider>,
    );
    expect(html).toBe("");
  });

  it("asks for nothing until pressed", () => {
    const { fetch } = stubPairingServer(pairingCreated("K7QM2XPA"));
    renderWithMantine(
      <MemoryRouter future={routerFuture}>
        <SendFromPhoneButton />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Send from phone" }).getAttribute("aria-haspopup")).toBe("dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("ends the pairing when the panel closes, and asks for a new code when it opens again", async () => {
    const { fetch } = stubPairingServer(pairingCreated("K7QM2XPA"), pairingCreated("HJ3N4RWT"));
    renderWithMantine(
      <MemoryRouter future={routerFuture}>
        <SendFromPhoneButton />
      </MemoryRouter>,
    );
    const first = await openPanel();
    expect(within(first).getByText("K7QM-2XPA")).toBeTruthy();
    const firstSocket = latestSocket();
    fireEvent.click(within(first).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(firstSocket.closedWith).toBe(4000);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send from phone" }));

    const second = await openPanel();
    expect(within(second).getByText("HJ3N-4RWT")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
