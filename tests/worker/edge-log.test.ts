// The worker's edge log lines for what a browser without JavaScript sends: the fields of a page_view, and the 'Yes' form post.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { readEdgeLogLines, uniqueRay, type EdgeLogLine } from "../../test-support/edge-log";
import { youtubeReferrer } from "../../test-support/fullscreen";
import { pressButton } from "./support/forms";
import { chromiumHeaders } from "./support/fullscreen";
import { workerClient, workerOrigin, type WorkerClient } from "./support/worker";

const sentinelPath = "/debug";

/** Loads one last page and waits for its line: the worker logs in order, so every earlier line is in the file by then. */
async function settledLines(client: WorkerClient, ray: string): Promise<EdgeLogLine[]> {
  await client.get(sentinelPath);
  await expect.poll(async () => (await readEdgeLogLines(workerOrigin(), ray)).at(-1)?.path, { timeout: 10_000 }).toBe(sentinelPath);
  return (await readEdgeLogLines(workerOrigin(), ray)).slice(0, -1);
}

describe("edge log lines", () => {
  test("every page_view line carries the documented fields and nothing personal", async () => {
    const ray = uniqueRay();
    // A Chromium's requests, every one tagged with a unique cf-ray, which the worker logs as `ray`.
    const client = workerClient({ ...chromiumHeaders, "cf-ray": ray });
    await client.get("/", { headers: { referer: youtubeReferrer } });
    const cookies = [...client.cookies];

    const [line] = await settledLines(client, ray);
    expect(Object.keys(line ?? {}).sort()).toEqual(
      ["event", "path", "status", "fullscreen", "fullscreen_source", "referrer_host", "prompt_shown", "colo", "ray", "duration_ms"].sort(),
    );
    expect(line).toMatchObject({ event: "page_view", ray });
    expect(typeof line?.duration_ms).toBe("number");

    const text = JSON.stringify(line);
    expect(cookies.length).toBeGreaterThan(0);
    for (const [name, value] of cookies) {
      expect(text).not.toContain(name);
      // A one-character flag ("1") tells nothing and matches any digit, and pp_fullscreen holds the word the line names as
      // its `fullscreen_source`; every other value must stay out of the line.
      if (name !== "pp_fullscreen" && value.length > 1) expect(text).not.toContain(value);
    }
    expect(text).not.toContain(chromiumHeaders["user-agent"]);
    expect(text).not.toMatch(/Mozilla|Chrome\//);
  });
});

describe("edge log lines without JavaScript", () => {
  test("'Yes' logs one fullscreen_redirect and no page_view for the redirect itself", async () => {
    const ray = uniqueRay();
    const client = workerClient({ "cf-ray": ray });
    const page = await client.get("/");
    // The browser goes on to YouTube, which the test does not visit.
    const redirect = await pressButton(client, page, within(page.document().body).getByRole("button", { name: "Yes" }), {
      redirect: "manual",
    });
    expect(redirect.status).toBe(302);

    const lines = await settledLines(client, ray);
    expect(lines.map(({ event }) => event)).toEqual(["page_view", "fullscreen_redirect"]);
  });
});
