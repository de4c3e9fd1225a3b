// Network and CPU throttling profiles, applied through CDP. Throughputs use DevTools' convention: 1 kbit = 1024 bits.

export interface ThrottlingProfile {
  name: string;
  /** Added to every request's round trip, in ms. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

export const throttlingProfiles: readonly ThrottlingProfile[] = [
  // Lighthouse's mobile Slow 4G as DevTools values (1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up), with a slower in-car CPU.
  { name: "slow-4g", latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 6 },
  { name: "weak-cell", latencyMs: 1125, downloadKbps: 630, uploadKbps: 630, cpuSlowdown: 6 },
];

/** CDP's Network.emulateNetworkConditions wants bytes per second. */
export function kbpsToBytesPerSecond(kbps: number): number {
  return (kbps * 1024) / 8;
}
