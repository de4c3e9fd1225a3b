import type { CardOpenedBindings } from "~/lib/preferences/server/card-opened.server";
import type { PairingBindings } from "~/lib/pairing/pairings.server";

function unused(name: string): never {
  throw new Error(`${name} is not used by this test`);
}

/** Stand-ins for the pairing and card-opening bindings in tests that build an Env but never pair; any use fails the test. */
export const unusedPairingBindings: PairingBindings & CardOpenedBindings = {
  PAIRING_RELAY: { get: () => unused("PAIRING_RELAY"), idFromName: () => unused("PAIRING_RELAY") } as unknown as DurableObjectNamespace,
  PAIRING_OPEN_LIMIT: { limit: () => unused("PAIRING_OPEN_LIMIT") },
  PAIRING_VISIT_LIMIT: { limit: () => unused("PAIRING_VISIT_LIMIT") },
  CARD_OPEN_LIMIT: { limit: () => unused("CARD_OPEN_LIMIT") },
};
