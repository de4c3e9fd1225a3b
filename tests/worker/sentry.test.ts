// The worker's own reports to the fake Sentry ingest (the twin worker with a DSN), and the fault route's absence without one.
import { describe, expect, test } from "vitest";
import { uniqueRay } from "../../test-support/edge-log";
import { receivedEnvelopesAt, receivedEventsAt } from "../../test-support/sentry-events";
import { sentryIngestOrigin, sentryWorkerOrigin, workerClient } from "./support/worker";

const delivery = { timeout: 20_000 };

function uniqueMarker(): string {
  return `worker-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

const fromRay = (ray: string) => receivedEventsAt(sentryIngestOrigin(), (event) => event.tags?.ray === ray);

describe("error reporting to Sentry (worker with a DSN)", () => {
  test("a loader that throws on the server is reported by the Cloudflare SDK with ray and colo tags, the build's release and without the request's cookie", async () => {
    const marker = uniqueMarker();
    const cookieValue = `cookie-${marker}`;
    const ray = uniqueRay();
    const client = workerClient({ "cf-ray": ray }, sentryWorkerOrigin());
    client.cookies.set("pp-probe", cookieValue);

    const response = await client.get(`/e2e-fault?case=${marker}`);
    expect(response.status).toBe(500);

    await expect.poll(async () => (await fromRay(ray)).length, delivery).toBe(1);
    const serverEvent = (await fromRay(ray))[0]?.event;
    const release = /class="pp-footer-hash"[^>]*>([^<]+)</.exec((await workerClient({}, sentryWorkerOrigin()).get("/")).body)?.[1];
    expect(serverEvent).toMatchObject({ sdk: { name: "sentry.javascript.cloudflare" }, release, environment: "dev" });
    expect(serverEvent?.exception?.values?.at(-1)?.value).toBe("E2E fault: the /e2e-fault loader failed on purpose");
    expect(serverEvent?.tags?.colo).toMatch(/^[A-Z]{3}$/);

    const everythingSent = (await receivedEnvelopesAt(sentryIngestOrigin())).map((envelope) => envelope.raw).join("\n");
    expect(everythingSent).toContain(ray);
    expect(everythingSent).not.toContain(cookieValue);
  });

  test("a cross-site post (403) and a legacy data request (400) are answered by the worker and reported as no error", async () => {
    const marker = uniqueMarker();
    const rays = { post: uniqueRay(), data: uniqueRay(), fault: uniqueRay() };
    const client = workerClient({}, sentryWorkerOrigin());
    const crossSite = await client.post("/?index", {
      headers: { origin: "https://evil.example", "cf-ray": rays.post },
      form: { intent: "open-fullscreen" },
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    const legacy = await client.get("/?_data=root", { headers: { "cf-ray": rays.data } });
    expect(legacy.status).toBe(400);

    // A real fault after them: once its event has arrived, any event from the two answers above would have too.
    expect((await client.get(`/e2e-fault?case=${marker}`, { headers: { "cf-ray": rays.fault } })).status).toBe(500);
    await expect.poll(async () => (await fromRay(rays.fault)).length, delivery).toBe(1);
    expect(await fromRay(rays.post)).toEqual([]);
    expect(await fromRay(rays.data)).toEqual([]);
  });
});

describe("without a DSN (the main worker)", () => {
  test("the fault route is off: it redirects like any unknown path", async () => {
    const response = await workerClient().get("/e2e-fault", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "", "http://127.0.0.1").pathname).toBe("/");
  });
});
