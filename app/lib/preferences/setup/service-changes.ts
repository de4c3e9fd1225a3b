// Adding, editing and removing the driver's own services, each giving the services and the order to apply together:
// the order is merged again so new services join the end of their row and removed ones leave it. Loaded with the form.
import { rearrangeForServices } from "~/lib/preferences/setup/order";
import type { DashboardRow } from "~/lib/preferences/setup/rows";
import { createServiceId, maxServices } from "~/lib/preferences/setup/service-rules";
import type { CustomService, ServiceDraft } from "~/lib/preferences/setup/services";

/** The driver's services and the order of every row and card (null for the release's order). */
export interface ServicesSetup {
  services: readonly CustomService[];
  order: readonly DashboardRow[] | null;
}

export interface ServicesChange {
  services: CustomService[];
  order: DashboardRow[] | null;
}

/**
 * The services with the order merged again; `lastId` (a service new to its row) then moves to its row's end, as the
 * merge alone would put it after its default neighbour, which is not the end of a row the driver rearranged.
 */
function withServices(order: ServicesSetup["order"], services: CustomService[], lastId?: string): ServicesChange {
  const merged = rearrangeForServices(order, services);
  if (merged === null || lastId === undefined) return { services, order: merged };
  const placed = merged.map((row) =>
    row.cardIds.includes(lastId) ? { category: row.category, cardIds: [...row.cardIds.filter((id) => id !== lastId), lastId] } : row,
  );
  // Merged once more, so an arrangement that is now the default is stored as null.
  return { services, order: rearrangeForServices(placed, services) };
}

/**
 * The setup with the new service at the end of its row; null at the limit of maxServices. `chosenId` is the id the
 * browser gave it (so the card it shows at once keeps its identity once saved); a new one is made when it is taken.
 */
export function addService(setup: ServicesSetup, draft: ServiceDraft, chosenId?: string, random?: () => number): ServicesChange | null {
  if (setup.services.length >= maxServices) return null;
  const taken = new Set(setup.services.map((service) => service.id));
  const id = chosenId !== undefined && !taken.has(chosenId) ? chosenId : createServiceId(taken, random);
  return withServices(setup.order, [...setup.services, { id, ...draft }], id);
}

/** The setup with one service changed in place; one that moves to another row lands at that row's end. */
export function updateService(setup: ServicesSetup, id: string, draft: ServiceDraft): ServicesChange {
  const previous = setup.services.find((service) => service.id === id);
  const services = setup.services.map((service) => (service.id === id ? { id, ...draft } : service));
  return withServices(setup.order, services, previous !== undefined && previous.category !== draft.category ? id : undefined);
}

export function removeService(setup: ServicesSetup, id: string): ServicesChange {
  return withServices(
    setup.order,
    setup.services.filter((service) => service.id !== id),
  );
}
