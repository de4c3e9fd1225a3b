import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { workerClient } from "./support/worker";

const screens = [
  { path: "/", heading: "Dashboard" },
  { path: "/about", heading: "About" },
  { path: "/debug", heading: "Diagnostics" },
];

describe("route table", () => {
  test.each(screens)("$path renders its heading inside the frame", async ({ path, heading }) => {
    const response = await workerClient().get(path);
    expect(response.status).toBe(200);
    const body = within(response.document().body);
    expect(body.getByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(body.getByRole("banner")).toBeTruthy();
    expect(body.getByRole("contentinfo")).toBeTruthy();
  });

  test.each(["/x/y?z=1", "/%E2%82%AC", "/about/extra"])("%s redirects to the dashboard with 302", async (path) => {
    const client = workerClient();
    const response = await client.get(path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "", "http://127.0.0.1").pathname).toBe("/");
    const followed = await client.get(path);
    expect(new URL(followed.url).pathname).toBe("/");
  });
});

describe("static files", () => {
  // The logos were one file a source (and a day of the calendar) before each region's were drawn into one sprite: those are gone.
  test.each(["/build/nope.js", "/logos/nope.svg", "/logos/youtube.svg", "/logos/calendar/1.svg"])(
    "missing static file %s answers 404",
    async (path) => {
      const response = await workerClient().get(path, { redirect: "manual" });
      expect(response.status).toBe(404);
    },
  );
});

test("the HTML is complete without JavaScript", async () => {
  const html = (await workerClient().get("/about")).body;
  expect(html).toMatch(/<h1[^>]*>About<\/h1>/);
  expect(html).toContain("Custom URL");
  expect(html).toContain('aria-label="Settings"');
  expect(html).toMatch(/© \d{4} arbitrari/);
});
