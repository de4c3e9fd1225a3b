// The full-screen offer and detection (e2e/fullscreen.spec.ts keeps what needs a browser): the offer in the server's
// HTML, the Referer that marks a session full screen and the cookie that remembers it, the offer's posts without JavaScript.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { youtubeRedirectTarget, youtubeReferrer } from "../../test-support/fullscreen";
import { markedFullscreen, offer, setCookieAttributes } from "./support/fullscreen";
import { pressButton } from "./support/forms";
import { workerClient, workerOrigin, type WorkerRequest, type WorkerResponse } from "./support/worker";

function expectOffered(response: WorkerResponse): HTMLElement {
  expect(response.status).toBe(200);
  const region = offer(response);
  if (region === null) throw new Error("the page has no full-screen offer");
  expect(markedFullscreen(response)).toBe(false);
  return region;
}

describe("full-screen prompt on the dashboard", () => {
  test("without a referrer the dashboard offers full-screen", async () => {
    const region = expectOffered(await workerClient().get("/"));
    expect(region.textContent).toContain("Open in Fullscreen?");
    expect(region.textContent).toContain("Click GO TO SITE on next page");
    expect(within(region).getByRole("button", { name: "Yes" })).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(within(region).getAllByRole("button")).toHaveLength(2);
  });

  test("the action answers 'Yes' with a 302 to YouTube", async () => {
    const response = await workerClient().post("/?index", { form: { intent: "open-fullscreen", from: "prompt" }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(youtubeRedirectTarget(response.headers.get("location") ?? "")).toBe(`${workerOrigin()}/`);
  });
});

describe("full-screen detection", () => {
  test("full-screen is remembered for the session by a session cookie", async () => {
    const client = workerClient();
    const arrival = await client.get("/", { headers: { referer: youtubeReferrer } });
    expect(markedFullscreen(arrival)).toBe(true);
    // No Expires or Max-Age: a session cookie; no Secure, as the plain-http server sets it.
    expect(setCookieAttributes(arrival, "pp_fullscreen")).toEqual(["Path=/", "HttpOnly", "SameSite=Lax"]);

    const reload = await client.get("/");
    expect(markedFullscreen(reload)).toBe(true);
    expect(offer(reload)).toBeNull();

    const otherSession = await workerClient().get("/");
    expect(markedFullscreen(otherSession)).toBe(false);
  });

  test("a corrupt full-screen cookie counts as absent", async () => {
    const client = workerClient();
    client.cookies.set("pp_fullscreen", "not%20base64!");
    expectOffered(await client.get("/"));
  });

  test.each(["https://www.youtube.com.evil.example/", "http://www.youtube.com/", "https://evil.example/?from=https://www.youtube.com/"])(
    "a look-alike referrer (%s) is not YouTube",
    async (spoofed) => {
      const client = workerClient();
      expectOffered(await client.get("/", { headers: { referer: spoofed } }));
      expect([...client.cookies.keys()]).not.toContain("pp_fullscreen");
    },
  );
});

describe("full-screen prompt without JavaScript", () => {
  test("'Yes' still reaches YouTube's redirect page", async () => {
    const client = workerClient();
    const page = await client.get("/");
    const yes = within(expectOffered(page)).getByRole("button", { name: "Yes" });
    const response = await pressButton(client, page, yes, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(youtubeRedirectTarget(response.headers.get("location") ?? "")).toBe(`${workerOrigin()}/`);
  });

  test("closing still keeps the prompt closed", async () => {
    const client = workerClient();
    const page = await client.get("/");
    const response = await pressButton(client, page, within(expectOffered(page)).getByRole("button", { name: "Close" }));
    const { pathname, search } = new URL(response.url);
    expect({ pathname, search }).toEqual({ pathname: "/", search: "" });
    expect(within(response.document().body).getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(offer(response)).toBeNull();
    expect(offer(await client.get("/"))).toBeNull();
  });
});

describe("dashboard action refuses malformed posts", () => {
  test.each<{ name: string; init: Omit<WorkerRequest, "method">; status: number }>([
    { name: "an unknown intent", init: { form: { intent: "delete-everything" } }, status: 400 },
    {
      name: "a JSON body",
      init: { body: JSON.stringify({ intent: "open-fullscreen" }), headers: { "content-type": "application/json" } },
      status: 400,
    },
    { name: "a huge body", init: { form: { intent: "open-fullscreen", padding: "x".repeat(100_000) } }, status: 413 },
  ])("$name gets a $status, never a redirect", async ({ init, status }) => {
    const response = await workerClient().post("/?index", { ...init, redirect: "manual" });
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBeNull();
  });
});
