import type { CardOpenedBindings } from "~/lib/preferences/server/card-opened.server";
import type { PairingBindings } from "~/lib/pairing/pairings.server";
import type { CarriedSetupBindings } from "~/lib/preferences/server/carried-setup.server";

function unused(name: string): never {
  throw new Error(`${name} is not used by this test`);
}

/** Stand-ins for the Durable Object and rate-limit bindings in tests that build an Env but never use them; any use fails the test. */
export const unusedPairingBindings: PairingBindings & CardOpenedBindings & CarriedSetupBindings = {
  PAIRING_RELAY: { get: () => unused("PAIRING_RELAY"), idFromName: () => unused("PAIRING_RELAY") } as unknown as DurableObjectNamespace,
  PAIRING_OPEN_LIMIT: { limit: () => unused("PAIRING_OPEN_LIMIT") },
  PAIRING_VISIT_LIMIT: { limit: () => unused("PAIRING_VISIT_LIMIT") },
  CARD_OPEN_LIMIT: { limit: () => unused("CARD_OPEN_LIMIT") },
  CARRIED_SETUPS: {
    get: () => unused("CARRIED_SETUPS"),
    newUniqueId: () => unused("CARRIED_SETUPS"),
    idFromString: () => unused("CARRIED_SETUPS"),
  } as unknown as DurableObjectNamespace,
  CARRIED_SETUP_LIMIT: { limit: () => unused("CARRIED_SETUP_LIMIT") },
};
