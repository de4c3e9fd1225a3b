// The address a request claims to come from, for the worker's per-client rate limits (lib/edge/rate-limit.server.ts).

/** A TEST-NET-3 address (RFC 5737) as a client's own: the local rate limits count per address, as at Cloudflare's edge. */
export function randomClientAddress(): string {
  return `203.0.113.${Math.floor(Math.random() * 254) + 1}`;
}
