// The full-screen offer, the failed-arrival notice and the trip through YouTube's redirect page, as the worker layer sees them.
import { within } from "@testing-library/dom";
import { expect } from "vitest";
import { youtubeRedirectTarget, youtubeReferrer } from "../../../test-support/fullscreen";
import { windowsChrome148UserAgent } from "../../support/user-agents";
import type { WorkerClient, WorkerResponse } from "./worker";

/** What Chromium 148 sends with every request to a trustworthy origin: the user agent and the brands hint the funnel's lines read. */
export const chromiumHeaders = {
  "user-agent": windowsChrome148UserAgent,
  "sec-ch-ua": '"Chromium";v="148", "Google Chrome";v="148", "Not.A/Brand";v="99"',
};

export const offer = (response: WorkerResponse) => within(response.document().body).queryByRole("region", { name: "Full-screen offer" });
export const notice = (response: WorkerResponse) =>
  within(response.document().body).queryByRole("region", { name: "Full screen did not start" });

/** Whether the page's footer is marked full screen (it then makes room for the car's overlay bar). */
export const markedFullscreen = (response: WorkerResponse) =>
  within(response.document().body).getByRole("contentinfo").getAttribute("data-fullscreen") === "true";

/** The page a full-screen session gets: the footer marked, and neither the notice nor the offer. */
export function expectFullscreen(response: WorkerResponse): void {
  expect(response.status).toBe(200);
  expect(markedFullscreen(response)).toBe(true);
  expect(notice(response)).toBeNull();
  expect(offer(response)).toBeNull();
}

/** The texts of a region's buttons, in order. */
export const buttonTexts = (region: HTMLElement) =>
  within(region)
    .getAllByRole("button")
    .map((button) => button.textContent?.trim());

/**
 * From the app's 302 to YouTube's redirect page back to the app, as GO TO SITE sends the driver: with YouTube's Referer,
 * or without it, as a redirect page or car browser that strips it does.
 */
export function backFromYouTube(client: WorkerClient, redirect: WorkerResponse, { sendsReferrer }: { sendsReferrer: boolean }) {
  expect(redirect.status).toBe(302);
  const target = youtubeRedirectTarget(redirect.headers.get("location") ?? "");
  if (target === null) throw new Error(`${redirect.headers.get("location")} is not YouTube's redirect page`);
  return client.get(target, sendsReferrer ? { headers: { referer: youtubeReferrer } } : {});
}

/** The attributes of the Set-Cookie line that sets `name`, without its value (`["Path=/", "HttpOnly", ...]`). */
export function setCookieAttributes(response: WorkerResponse, name: string): string[] | undefined {
  const line = response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
  return line
    ?.split(";")
    .slice(1)
    .map((attribute) => attribute.trim());
}
