export type LogFields = Record<string, string | number | boolean | null | string[]>;
export type EdgeLogger = (fields: LogFields & { event: string }) => void;

/** One JSON object per line, so `wrangler tail --format json` and Workers Logs can filter on fields. */
export const logToConsole: EdgeLogger = (fields) => {
  console.log(JSON.stringify(fields));
};

const maxLoggedPathLength = 256;

// A pairing code is a live secret for ten minutes, so logs name its route, never the code.
const pairingCodeSegment = /^\/p\/[^/]+/;

/** Hostile paths can be tens of kilobytes; the log keeps their start and says how long they were. */
export function loggablePath(pathname: string): string {
  const path = pathname.replace(pairingCodeSegment, "/p/:code");
  if (path.length <= maxLoggedPathLength) return path;
  return `${path.slice(0, maxLoggedPathLength)}…(${path.length} chars)`;
}
