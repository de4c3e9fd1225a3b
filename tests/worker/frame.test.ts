// The frame every screen shares, as the worker renders it: the footer's links and the build hash it shows.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { workerClient } from "./support/worker";

describe("frame", () => {
  test("footer holds copyright, brand, hash and creator links, and the nav links", async () => {
    const body = within((await workerClient().get("/")).document().body);
    const footer = body.getByRole("contentinfo");
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} arbitrari`);
    const inFooter = within(footer);
    expect(inFooter.getByRole("link", { name: "ParkPlay home" }).getAttribute("href")).toBe("/");
    expect(inFooter.getByRole("link", { name: "about" })).toBeTruthy();
    expect(inFooter.getByRole("link", { name: "report issue" })).toBeTruthy();
    for (const name of ["report issue", "arbitrari, the creator"]) {
      const link = inFooter.getByRole("link", { name });
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
  });

  test("the hash links to /debug", async () => {
    const client = workerClient();
    const footer = within(within((await client.get("/")).document().body).getByRole("contentinfo"));
    const hash = footer.getByRole("link", { name: /^Build / });
    expect(hash.textContent).toMatch(/^[0-9a-z]{4,40}$/);
    const debug = await client.get(hash.getAttribute("href") ?? "");
    expect(new URL(debug.url).pathname).toBe("/debug");
    expect(within(debug.document().body).getByRole("heading", { level: 1, name: "Diagnostics" })).toBeTruthy();
  });

  test("the browser bundle and the worker agree on the build hash", async () => {
    const client = workerClient();
    const document = (await client.get("/")).document();
    const serverHash = document.querySelector(".pp-footer-hash")?.textContent;
    expect(serverHash).toBeTruthy();
    const scripts = [...document.querySelectorAll("script[src], link[rel=modulepreload]")].map(
      (element) => element.getAttribute("src") ?? element.getAttribute("href") ?? "",
    );
    const bundles = await Promise.all(scripts.map(async (path) => (await client.get(path)).body));
    expect(bundles.some((source) => source.includes(`hash:"${serverHash}"`))).toBe(true);
  });
});
