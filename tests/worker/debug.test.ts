// The diagnostics page as the worker renders it, before any script runs: what the request's user agent says about the device.
import { diagnosticsFieldLabels } from "../../test-support/diagnostics-fields";
import { youtubeReferrer } from "../../test-support/fullscreen";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import {
  iPhoneSafariUserAgent,
  macSafariUserAgent,
  tesla202626UserAgent,
  teslaTokenUserAgent,
  windowsChrome148UserAgent,
} from "../support/user-agents";
import { workerClient, type WorkerResponse } from "./support/worker";

const longMonth =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

/** The value of a labelled field in the server's HTML, read the way the browser would before any script runs. */
function fieldValue(response: WorkerResponse, label: string): string {
  const field = within(response.document().body).getByLabelText(label, { exact: true });
  if (field.tagName === "TEXTAREA") return field.textContent ?? "";
  return field.getAttribute("value") ?? "";
}

const debugPage = (headers: Record<string, string>) => workerClient(headers).get("/debug");

describe("diagnostics without JavaScript", () => {
  test("the server renders the request's user agent and what it says about the device", async () => {
    const response = await debugPage({ "user-agent": teslaTokenUserAgent });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = within(response.document().body);
    expect(response.body).toContain(teslaTokenUserAgent);
    expect(body.getByRole("heading", { level: 2, name: "Build Info" })).toBeTruthy();
    expect(body.getByRole("heading", { level: 2, name: "Device Info" })).toBeTruthy();
    expect(fieldValue(response, "UserAgent")).toBe(teslaTokenUserAgent);
    expect(fieldValue(response, "In Car")).toBe("Yes (Tesla)");
    expect(fieldValue(response, "Device Type")).toBe("desktop");
    expect(fieldValue(response, "Browser")).toBe("Tesla");
    expect(fieldValue(response, "Orientation")).toBe("unknown");
    expect(fieldValue(response, "Viewport Width")).toBe("—");
    expect(fieldValue(response, "Viewport Height")).toBe("—");
    expect(fieldValue(response, "Version")).toBe("0.0.0");
    expect(fieldValue(response, "Date")).toMatch(longMonth);
  });

  test.each([
    { name: "desktop Chrome", userAgent: windowsChrome148UserAgent, referer: undefined, shown: "not detectable" },
    { name: "Tesla 2026.26", userAgent: tesla202626UserAgent, referer: undefined, shown: "not detectable" },
    {
      name: "Tesla 2026.26 arriving from YouTube",
      userAgent: tesla202626UserAgent,
      referer: youtubeReferrer,
      shown: "likely (full-screen arrival)",
    },
    { name: "an iPhone", userAgent: iPhoneSafariUserAgent, referer: undefined, shown: "No" },
  ])("In Car for $name reads '$shown'", async ({ userAgent, referer, shown }) => {
    const response = await debugPage({ "user-agent": userAgent, ...(referer ? { referer } : {}) });
    expect(fieldValue(response, "In Car")).toBe(shown);
  });

  test("a 16 KB user agent still renders, with unknown values", async () => {
    const huge = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 ${"A".repeat(16 * 1024)}`;
    const response = await debugPage({ "user-agent": huge });
    expect(response.status).toBe(200);
    const body = within(response.document().body);
    expect(body.getByRole("heading", { level: 1, name: "Diagnostics" })).toBeTruthy();
    expect(body.getByRole("heading", { level: 2, name: "Device Info" })).toBeTruthy();
    expect(response.body).not.toContain("A".repeat(1024));
    expect(fieldValue(response, "Browser")).toBe("unknown");
    expect(fieldValue(response, "Device Type")).toBe("unknown");
  });

  test("a user agent with control characters renders, with unknown values", async () => {
    const response = await debugPage({ "user-agent": "Mozilla/5.0\t(Windows NT 10.0)\t\u0085Chrome/124.0.0.0" });
    expect(response.status).toBe(200);
    expect(within(response.document().body).getByRole("heading", { level: 2, name: "Device Info" })).toBeTruthy();
    expect(fieldValue(response, "UserAgent")).not.toContain("\t");
    expect(fieldValue(response, "Browser")).toBe("unknown");
  });

  test("a missing user agent renders, with unknown values", async () => {
    const response = await debugPage({ "user-agent": "" });
    expect(response.status).toBe(200);
    expect(fieldValue(response, "UserAgent")).toBe("unknown");
    expect(fieldValue(response, "OS")).toBe("unknown");
  });

  test("Date is a UTC build time with a long month name", async () => {
    const response = await debugPage({});
    const value = fieldValue(response, "Date");
    expect(value).toMatch(longMonth);
    const parsed = Date.parse(`${value.replace(" at ", ", ")} UTC`);
    expect(Number.isNaN(parsed)).toBe(false);
    expect(parsed).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(within(response.document().body).getByText("UTC", { exact: true })).toBeTruthy();
  });

  test("Hash equals the footer hash and Version is 0.0.0", async () => {
    const response = await debugPage({});
    const footerHash = within(within(response.document().body).getByRole("contentinfo")).getByRole("link", { name: /^Build / }).textContent;
    expect(footerHash).toMatch(/^[0-9a-z]{4,40}$/);
    expect(fieldValue(response, "Hash")).toBe(footerHash);
    expect(fieldValue(response, "Version")).toBe("0.0.0");
  });

  test("fields are labelled and read-only", async () => {
    const response = await debugPage({});
    const body = within(response.document().body);
    for (const label of diagnosticsFieldLabels) {
      const field = body.getByLabelText(label, { exact: true });
      expect(field.hasAttribute("hidden"), label).toBe(false);
      expect(field.getAttribute("readonly"), label).toBe("");
    }
    expect(body.getByRole("heading", { level: 2, name: "Build Info" })).toBeTruthy();
    expect(body.getByRole("heading", { level: 2, name: "Device Info" })).toBeTruthy();
  });

  test("after a full-screen arrival from YouTube, the car is likely, for the rest of the session", async () => {
    const car = workerClient({ "user-agent": tesla202626UserAgent });
    expect(fieldValue(await car.get("/debug", { headers: { referer: youtubeReferrer } }), "In Car")).toBe("likely (full-screen arrival)");
    expect(fieldValue(await car.get("/debug"), "In Car")).toBe("likely (full-screen arrival)");
  });

  test("the server sees an iPad that says it is a Mac as a desktop", async () => {
    expect(fieldValue(await debugPage({ "user-agent": macSafariUserAgent }), "Device Type")).toBe("desktop");
  });

  test("markup in the user agent is shown as text", async () => {
    const hostile = '<script>window.uaInjected=true</script><img src=x onerror="window.uaInjected=true">';
    const response = await debugPage({ "user-agent": hostile });
    expect(response.body).not.toContain("<script>window.uaInjected");
    expect(response.body).not.toContain("<img src=x");
    expect(fieldValue(response, "UserAgent")).toBe(hostile);
  });
});

describe("diagnostics styles", () => {
  test("the worker inlines the page's sheet with the response's nonce and links no stylesheet", async () => {
    const client = workerClient();
    const response = await client.get("/debug");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const sheet = response.document().getElementById("pp-page-css-debug");
    expect(sheet?.getAttribute("nonce")).toBe(nonce);
    expect(sheet?.textContent).toContain(".pp-debug-fields{");
    expect(sheet?.textContent).toContain(".m_6c018570{");
    // Every other page stays without it.
    expect((await client.get("/about")).body).not.toContain("pp-debug-fields");
  });
});
