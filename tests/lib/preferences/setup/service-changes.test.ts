import { describe, expect, it } from "vitest";
import { completeCatalogueEntries } from "~/lib/catalogue/complete";
import { Category, defaultRowOrder } from "~/data/categories";
import { moveRow, reorderRowCards } from "~/lib/preferences/setup/order";
import { defaultRows, type DashboardRow } from "~/lib/preferences/setup/rows";
import { addService, removeService, updateService } from "~/lib/preferences/setup/service-changes";
import { maxServices } from "~/lib/preferences/setup/service-rules";
import type { CustomService, ServiceDraft } from "~/lib/preferences/setup/services";

const plex: CustomService = { id: "_plex", name: "Plex", url: "http://plex.example/", category: Category.MyServices, color: null };
const nas: CustomService = { id: "_nas0", name: "NAS", url: "http://nas.example/", category: Category.MyServices, color: 2 };
const draft: ServiceDraft = { name: "Kino", url: "https://kino.example/", category: Category.MyServices, color: 1 };

function row(rows: readonly DashboardRow[] | null, category: Category): readonly string[] | undefined {
  return rows?.find((candidate) => candidate.category === category)?.cardIds;
}

describe("addService", () => {
  it("adds the service last with a fresh own id and keeps the default order default", () => {
    const change = addService({ services: [plex], order: null }, draft, undefined, () => 0.5);
    expect(change?.services.slice(0, 1)).toEqual([plex]);
    expect(change?.services[1]).toEqual({ id: "_i000", ...draft });
    expect(change?.order).toBeNull();
  });

  it("puts a new service at the end of its row in a driver's order", () => {
    const services = [plex, nas];
    const order = reorderRowCards(defaultRows(services, completeCatalogueEntries), Category.MyServices, ["_nas0", "_plex"]);
    const change = addService({ services, order }, draft, undefined, () => 0.5);
    expect(row(change?.order ?? null, Category.MyServices)).toEqual(["_nas0", "_plex", "_i000"]);
  });

  it("refuses a service beyond the limit", () => {
    const services = Array.from({ length: maxServices }, (_, index) => ({ ...plex, id: `_${String(index).padStart(4, "0")}` }));
    expect(addService({ services, order: null }, draft)).toBeNull();
    expect(addService({ services: services.slice(1), order: null }, draft)?.services).toHaveLength(maxServices);
  });
});

describe("updateService", () => {
  it("changes the service in place, keeping its id and place", () => {
    const change = updateService({ services: [plex, nas], order: null }, "_plex", { ...draft, name: "Home Plex" });
    expect(change.services).toEqual([{ id: "_plex", ...draft, name: "Home Plex" }, nas]);
    expect(change.order).toBeNull();
  });

  it("moves a service whose category changed to the end of its new row in a driver's order", () => {
    const services = [plex, nas];
    const cardsMoved = reorderRowCards(defaultRows(services, completeCatalogueEntries), Category.MyServices, ["_nas0", "_plex"]);
    const order = moveRow(cardsMoved, Category.Utility, defaultRowOrder, -1);
    const streaming = row(defaultRows(services, completeCatalogueEntries), Category.Streaming) ?? [];
    const reordered = reorderRowCards(order, Category.Streaming, [...streaming].reverse());
    const change = updateService({ services, order: reordered }, "_nas0", { ...nas, category: Category.Streaming });
    expect(row(change.order, Category.Streaming)).toEqual([...streaming].reverse().concat("_nas0"));
    expect(row(change.order, Category.MyServices)).toEqual(["_plex"]);
    expect(change.order?.map((candidate) => candidate.category)).toEqual(order.map((candidate) => candidate.category));
    expect(change.services.map((service) => service.category)).toEqual([Category.MyServices, Category.Streaming]);
  });

  it("keeps the place of a service whose category stayed the same in a driver's order", () => {
    const services = [plex, nas];
    const order = reorderRowCards(defaultRows(services, completeCatalogueEntries), Category.MyServices, ["_nas0", "_plex"]);
    const change = updateService({ services, order }, "_nas0", { ...nas, name: "Storage" });
    expect(row(change.order, Category.MyServices)).toEqual(["_nas0", "_plex"]);
  });
});

describe("removeService", () => {
  it("removes the service and its card from a driver's order", () => {
    const kino = { id: "_kino", ...draft };
    const services = [plex, nas, kino];
    const order = reorderRowCards(defaultRows(services, completeCatalogueEntries), Category.MyServices, ["_kino", "_nas0", "_plex"]);
    const change = removeService({ services, order }, "_nas0");
    expect(change.services).toEqual([plex, kino]);
    expect(row(change.order, Category.MyServices)).toEqual(["_kino", "_plex"]);
    expect(change.order?.flatMap((candidate) => candidate.cardIds)).not.toContain("_nas0");
  });

  it("gives back the default order when the removal undoes the driver's only change", () => {
    const services = [plex, nas];
    const order = reorderRowCards(defaultRows(services, completeCatalogueEntries), Category.MyServices, ["_nas0", "_plex"]);
    expect(removeService({ services, order }, "_nas0")).toEqual({ services: [plex], order: null });
  });

  it("leaves the default order default", () => {
    expect(removeService({ services: [plex, nas], order: null }, "_plex")).toEqual({ services: [nas], order: null });
  });
});
