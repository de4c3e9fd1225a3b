// Tesla's browser since firmware 2026.26 sends a plain desktop user agent, and sniffing has broken after firmware
// updates before: nothing a driver sees may depend on the user agent, so both must get the very same page.
import { describe, expect, test } from "vitest";
import { youtubeReferrer } from "../../test-support/fullscreen";
import { tesla202626UserAgent, windowsChrome148UserAgent } from "../support/user-agents";
import { workerClient } from "./support/worker";

const nonceSource = /'nonce-([^']+)'/;
const nonceAttribute = /\snonce="([^"]*)"/g;
const nonceStandIn = "NONCE";

/** A page as a new visitor's browser receives it, with the response's own CSP nonce replaced so two responses compare. */
async function fetchPage(path: string, headers: Record<string, string>) {
  // Each browser here starts its own session.
  const response = await workerClient().get(path, { headers, redirect: "manual" });
  expect(response.status, path).toBe(200);
  const contentSecurityPolicy = response.headers.get("content-security-policy") ?? "";
  const nonce = nonceSource.exec(contentSecurityPolicy)?.[1];
  if (!nonce) throw new Error(`${path} answered without a CSP nonce`);
  const html = response.body;
  // Every nonce in the page must be this response's own, or replacing it would hide a difference.
  expect(new Set(Array.from(html.matchAll(nonceAttribute), (match) => match[1]))).toEqual(new Set([nonce]));
  return {
    html: html.replaceAll(nonce, nonceStandIn),
    contentSecurityPolicy: contentSecurityPolicy.replaceAll(nonce, nonceStandIn),
    contentType: response.headers.get("content-type"),
    setCookie: response.headers.getSetCookie(),
  };
}

describe("in-car browsers get the same pages as desktop browsers", () => {
  const arrivals: { arrival: string; headers: Record<string, string> }[] = [
    { arrival: "a plain visit", headers: {} },
    { arrival: "a full-screen arrival from YouTube", headers: { referer: youtubeReferrer } },
  ];
  const cases = ["/", "/about"].flatMap((path) => arrivals.map(({ arrival, headers }) => [path, arrival, headers] as const));

  test.each(cases)("%s on %s is identical for Tesla 2026.26 and desktop Chrome 148", async (path, _arrival, arrivalHeaders) => {
    const inCar = await fetchPage(path, { ...arrivalHeaders, "user-agent": tesla202626UserAgent });
    const desktop = await fetchPage(path, { ...arrivalHeaders, "user-agent": windowsChrome148UserAgent });
    expect(inCar.html).toContain("<main");
    expect(inCar.html).toBe(desktop.html);
    expect(inCar.contentSecurityPolicy).toBe(desktop.contentSecurityPolicy);
    expect(inCar.contentType).toBe(desktop.contentType);
    expect(inCar.setCookie).toEqual(desktop.setCookie);
  });
});
