// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { BenchLocale } from "../../bench/locales.ts";
import {
  renderStaticFloor,
  routeSlug,
  staticFloorPath,
  staticFloorSlug,
  withoutScripts,
  writeStaticFloors,
} from "../../bench/static-floor.ts";

const arabic: BenchLocale = { language: "ar", region: "gulf" };
const japanese: BenchLocale = { language: "ja", region: "jp" };

describe("withoutScripts", () => {
  const page = [
    '<html><head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/build/entry.client-A.js"/>',
    '<style nonce="n">body{color:red}</style><script nonce="n">document.documentElement.dataset.x="1";</script></head>',
    '<body><main><h1>Dashboard</h1></main><script nonce="n" type="module" async="">import("/build/entry.client-A.js");</script>',
    '<script src="/build/x.js"></script></body></html>',
  ].join("");

  it("removes every script element and modulepreload link", () => {
    const floor = withoutScripts(page);
    expect(floor).not.toMatch(/<script|modulepreload|entry\.client/);
  });

  it("keeps the markup, inlined styles and other links", () => {
    const floor = withoutScripts(page);
    expect(floor).toContain('<style nonce="n">body{color:red}</style>');
    expect(floor).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(floor).toContain("<main><h1>Dashboard</h1></main>");
  });
});

describe("routeSlug", () => {
  it("names the dashboard home and other routes after their path", () => {
    expect(routeSlug("/")).toBe("home");
    expect(routeSlug("/about")).toBe("about");
    expect(routeSlug("/a/b c")).toBe("a-b-c");
  });
});

describe("staticFloorPath", () => {
  it("maps each route to its own path under /__bench/", () => {
    expect(staticFloorPath("/")).toBe("/__bench/home");
    expect(staticFloorPath("/about")).toBe("/__bench/about");
    expect(new Set(["/", "/about", "/debug"].map((route) => staticFloorPath(route))).size).toBe(3);
  });

  it("gives each language and region of a route a path of its own, and keeps the default page's (issue 31)", () => {
    expect(staticFloorPath("/", null)).toBe("/__bench/home");
    expect(staticFloorPath("/", arabic)).toBe("/__bench/home-ar-gulf");
    expect(staticFloorPath("/", japanese)).toBe("/__bench/home-ja-jp");
    expect(staticFloorSlug("/", { language: "zh-Hant", region: "tw" })).toBe("home-zh-hant-tw");
    const paths = ["/", "/about"].flatMap((route) => [null, arabic, japanese].map((locale) => staticFloorPath(route, locale)));
    expect(new Set(paths).size).toBe(6);
  });
});

/**
 * A stand-in for wrangler dev: renders a page whose language follows the pp_lang cookie, as the worker does, with a
 * script in it, and serves what was written under /__bench/ from `directory`, as its assets layer does.
 */
async function fakeWorker(directory: string) {
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, headers: request.headers });
    if (path.startsWith("/__bench/")) {
      const file = join(directory, `${path.slice("/__bench/".length)}.html`);
      try {
        response.writeHead(200, { "content-type": "text/html" }).end(readFileSync(file));
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    const language = /(?:^|;\s*)pp_lang=([^;]+)/.exec(request.headers.cookie ?? "")?.[1] ?? "en";
    const region = /(?:^|;\s*)pp_region=([^;]+)/.exec(request.headers.cookie ?? "")?.[1] ?? "us";
    const dir = language === "ar" ? "rtl" : "ltr";
    response
      .writeHead(path === "/missing" ? 404 : 200, { "content-type": "text/html" })
      .end(
        `<html lang="${language}" dir="${dir}"><body><main data-region="${region}">${path}</main><script>hydrate()</script></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("writing the static floors", () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function setUp() {
    const directory = mkdtempSync(join(tmpdir(), "static-floor-"));
    cleanup.push(() => rmSync(directory, { recursive: true, force: true }));
    const worker = await fakeWorker(directory);
    cleanup.push(worker.close);
    return { directory, worker };
  }

  it("renders the default page without preference cookies, for the bench browser's user agent, and without scripts", async () => {
    const { worker } = await setUp();
    const html = await renderStaticFloor(worker.origin, { route: "/", locale: null }, "BenchBrowser/1");
    expect(html).toBe('<html lang="en" dir="ltr"><body><main data-region="us">/</main></body></html>');
    expect(worker.requests[0]?.headers.cookie).toBeUndefined();
    expect(worker.requests[0]?.headers["user-agent"]).toBe("BenchBrowser/1");
  });

  it("renders a language's floor with that language's pp_lang and pp_region cookies (issue 31)", async () => {
    const { worker } = await setUp();
    const html = await renderStaticFloor(worker.origin, { route: "/", locale: arabic }, "BenchBrowser/1");
    expect(worker.requests[0]?.headers.cookie).toBe("pp_lang=ar; pp_region=gulf");
    expect(html).toBe('<html lang="ar" dir="rtl"><body><main data-region="gulf">/</main></body></html>');
  });

  it("writes each route in each language to its own file and waits until it is served at its path", async () => {
    const { directory, worker } = await setUp();
    await writeStaticFloors(
      worker.origin,
      [
        { route: "/", locale: null },
        { route: "/", locale: arabic },
        { route: "/", locale: japanese },
      ],
      "BenchBrowser/1",
      directory,
    );
    expect(readdirSync(directory).sort()).toEqual(["home-ar-gulf.html", "home-ja-jp.html", "home.html"]);
    expect(readFileSync(join(directory, "home-ja-jp.html"), "utf8")).toContain('<html lang="ja" dir="ltr">');
    expect(readFileSync(join(directory, "home-ar-gulf.html"), "utf8")).toContain('<html lang="ar" dir="rtl">');
    expect(readFileSync(join(directory, "home.html"), "utf8")).toContain('<html lang="en" dir="ltr">');
    const served = worker.requests.map((request) => request.path).filter((path) => path.startsWith("/__bench/"));
    expect(served).toEqual(["/__bench/home", "/__bench/home-ar-gulf", "/__bench/home-ja-jp"]);
  });

  it("fails with the route and the cookies when the worker does not render the page", async () => {
    const { worker } = await setUp();
    await expect(renderStaticFloor(worker.origin, { route: "/missing", locale: japanese }, "BenchBrowser/1")).rejects.toThrow(
      "static floor: GET /missing with pp_lang=ja; pp_region=jp answered 404",
    );
  });
});
