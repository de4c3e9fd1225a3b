import { useEffect, useRef, useState } from "react";
import { browserCarConnectionPlatform, startCarConnection, type CarConnectionState, type CarDelivery } from "~/lib/pairing/car-connection";

/**
 * A pairing for as long as the calling component is mounted: it starts on mount and ends (the relay forgets the code) on
 * unmount. `renew` ends the current pairing and asks for a new code.
 */
export function useCarConnection(onDelivery: (delivery: CarDelivery) => void): { state: CarConnectionState; renew: () => void } {
  const [pairingNumber, setPairingNumber] = useState(0);
  const [state, setState] = useState<CarConnectionState>({ phase: "creating" });
  const deliver = useRef(onDelivery);

  useEffect(() => {
    deliver.current = onDelivery;
  }, [onDelivery]);

  useEffect(() => {
    let current = true;
    const connection = startCarConnection(
      {
        changed(next) {
          if (current) setState(next);
        },
        delivered(delivery) {
          if (current) deliver.current(delivery);
        },
      },
      browserCarConnectionPlatform(),
    );
    return () => {
      current = false;
      connection.close();
    };
  }, [pairingNumber]);

  return { state, renew: () => setPairingNumber((number) => number + 1) };
}
