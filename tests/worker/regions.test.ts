// Which regional services a dashboard lists, as the server sends it: from Accept-Language, a region cookie, and the
// hidden-sources cookie (the browser keeps the hydrated page and Settings: e2e/regions.spec.ts).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { regionalSources } from "../../app/data/regional-sources.server";
import { sources } from "../../app/data/sources";
import { workerClient, type WorkerClient } from "./support/worker";

const iplayer = regionalSources.bbciplayer;

/** The dashboard's cards by name, as the server sends them. */
async function dashboardCards(client: WorkerClient) {
  const response = await client.get("/");
  expect(response.status).toBe(200);
  const main = within(within(response.document().body).getByRole("main"));
  return {
    card: (name: string) => main.getByRole("link", { name }),
    hasCard: (name: string) => main.queryByRole("link", { name }) !== null,
  };
}

describe("en-GB without JavaScript", () => {
  test("shows BBC iPlayer and no Hulu", async () => {
    const { hasCard } = await dashboardCards(workerClient({ "accept-language": "en-GB" }));
    expect(hasCard("BBC iPlayer")).toBe(true);
    expect(hasCard("ITVX")).toBe(true);
    expect(hasCard(sources.hulu.name)).toBe(false);
    expect(hasCard(sources.peacock.name)).toBe(false);
  });

  test("links BBC iPlayer's card to its official address in the same tab", async () => {
    const { card } = await dashboardCards(workerClient({ "accept-language": "en-GB" }));
    const link = card("BBC iPlayer");
    expect(link.getAttribute("href")).toBe(iplayer.url);
    expect(link.getAttribute("target") ?? "").toBe("");
  });
});

describe("de-DE without JavaScript", () => {
  test("shows ARD Mediathek and ZDF, and no UK or US-only service", async () => {
    const { card, hasCard } = await dashboardCards(workerClient({ "accept-language": "de-DE" }));
    expect(hasCard("ARD Mediathek")).toBe(true);
    expect(hasCard("ZDF")).toBe(true);
    expect(card("ARD Mediathek").getAttribute("href")).toBe(regionalSources.ardmediathek.url);
    expect(hasCard("BBC iPlayer")).toBe(false);
    expect(hasCard(sources.hulu.name)).toBe(false);
  });
});

describe("a hidden regional source", () => {
  test("stays hidden when the pp_hidden cookie alone hides it, across regions, without JavaScript", async () => {
    const client = workerClient({ "accept-language": "en-GB" });
    client.cookies.set("pp_hidden", "bbciplayer");
    for (const region of ["uk", "us", "uk"] as const) {
      client.cookies.set("pp_region", region);
      const { hasCard } = await dashboardCards(client);
      expect(hasCard(region === "uk" ? "ITVX" : sources.hulu.name), region).toBe(true);
      expect(hasCard("BBC iPlayer"), region).toBe(false);
    }
    expect(client.cookies.get("pp_hidden")).toBe("bbciplayer");
  });
});
