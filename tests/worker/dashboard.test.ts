// The dashboard as the worker renders it for the US (no Accept-Language): its rows, its cards and where each card's
// drawing comes from. How the cards are laid out and drawn is checked in e2e/dashboard.spec.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { categories, categoryTitleKeys } from "../../app/data/categories";
import { sourceIds, sources } from "../../app/data/sources";
import { frameEn } from "../../app/generated/i18n/frame/en";
import { logoSpriteFor } from "../../app/lib/catalogue/catalogue.server";
import { workerClient } from "./support/worker";

const usSourceIds = sourceIds.filter((id) => sources[id].regions.includes("us"));

describe("dashboard", () => {
  test("shows every category title and every source, each a link to the service", async () => {
    const main = within(within((await workerClient().get("/")).document().body).getByRole("main"));
    expect(main.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      categories.map((category) => frameEn[categoryTitleKeys[category]]),
    );
    const links = main.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(usSourceIds.map((id) => sources[id].name));
    // Same tab in every mode: a new tab would leave the car's full-screen view.
    expect(
      links.map((link) => ({ href: link.getAttribute("href"), target: link.getAttribute("target"), rel: link.getAttribute("rel") })),
    ).toEqual(usSourceIds.map((id) => ({ href: sources[id].url, target: null, rel: "noreferrer" })));

    for (const category of categories) {
      const region = main.getByRole("region", { name: frameEn[categoryTitleKeys[category]] });
      const names = usSourceIds.filter((id) => sources[id].category === category).map((id) => sources[id].name);
      expect(within(region).getAllByRole("link")).toHaveLength(names.length);
    }
  });

  test("every drawing is in the region's sprite", async () => {
    const main = within((await workerClient().get("/")).document().body).getByRole("main");
    const files = [...main.querySelectorAll("svg.pp-card-logo use, svg.pp-card-icon use")].map(
      (use) => new URL(use.getAttribute("href") ?? "", "http://127.0.0.1").pathname,
    );
    expect(files.length).toBeGreaterThan(40);
    expect(new Set(files)).toEqual(new Set([logoSpriteFor("us")]));
  });
});
