// One Durable Object per carried setup (carried-setup.ts): it keeps the copy in storage, so it outlives the object's
// eviction while the driver is on YouTube's redirect page, hands it out once, and deletes everything when the carrier expires.
import {
  carriedSetupLifetimeMs,
  isCarriedSetup,
  isCarriedSetupRecord,
  takeCarriedSetup,
  type CarriedSetup,
  type CarriedSetupRecord,
  type TakeOutcome,
} from "~/lib/fullscreen/carried-setup";

const recordKey = "record";

/** The worker's requests to the store; it has no public address. */
export const carriedSetupStorePaths = { keep: "/keep", take: "/take" } as const;

/** What `take` answers: the setup, or why there is none. */
export type TakeAnswer =
  { kind: "taken"; setup: CarriedSetup } | { kind: "rejected"; reason: Extract<TakeOutcome, { kind: "rejected" }>["reason"] };

export class CarriedSetupStore implements DurableObject {
  private readonly storage: DurableObjectStorage;

  constructor(state: DurableObjectState) {
    this.storage = state.storage;
  }

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method !== "POST") return new Response(null, { status: 405 });
    if (pathname === carriedSetupStorePaths.keep) return this.keep(await request.json());
    if (pathname === carriedSetupStorePaths.take) return Response.json(await this.take());
    return new Response(null, { status: 404 });
  }

  private async keep(setup: unknown): Promise<Response> {
    if (!isCarriedSetup(setup)) return new Response(null, { status: 400 });
    if ((await this.storage.get(recordKey)) !== undefined) return new Response(null, { status: 409 });
    const expiresAt = Date.now() + carriedSetupLifetimeMs;
    await this.storage.put(recordKey, { kind: "waiting", setup, expiresAt } satisfies CarriedSetupRecord);
    await this.storage.setAlarm(expiresAt);
    return new Response(null, { status: 201 });
  }

  private async take(): Promise<TakeAnswer> {
    const stored: unknown = await this.storage.get(recordKey);
    const outcome = takeCarriedSetup(isCarriedSetupRecord(stored) ? stored : null, Date.now());
    if (outcome.record === null) await this.storage.deleteAll();
    // Only the fact that it was taken stays, so a second use is told apart from a made-up id until the carrier expires.
    else await this.storage.put(recordKey, outcome.record);
    return outcome.kind === "taken" ? { kind: "taken", setup: outcome.setup } : { kind: "rejected", reason: outcome.reason };
  }

  /** The carrier's ten minutes are over: nothing of it stays. */
  async alarm(): Promise<void> {
    await this.storage.deleteAll();
  }
}
