export type LogFields = Record<string, string | number | boolean | null | string[]>;
export type EdgeLogger = (fields: LogFields & { event: string }) => void;

/** One JSON object per line, so `wrangler tail --format json` and Workers Logs can filter on fields. */
export const logToConsole: EdgeLogger = (fields) => {
  console.log(JSON.stringify(fields));
};

const maxLoggedPathLength = 256;
// The longest standard method is OPTIONS; a client may send any token.
const maxLoggedMethodLength = 16;
const maxLoggedMessageLength = 1024;

/** Text a client chose keeps its start in a log line and says how long it was, so no request can make a line long. */
export function boundedLogText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength)}…(${text.length} chars)`;
}

// A pairing code is a live secret for ten minutes, so logs name its route, never the code.
const pairingCodeSegment = /^\/p\/[^/]+/;

/** Hostile paths can be tens of kilobytes; the log keeps their start and says how long they were. */
export function loggablePath(pathname: string): string {
  return boundedLogText(pathname.replace(pairingCodeSegment, "/p/:code"), maxLoggedPathLength);
}

export function loggableMethod(method: string): string {
  return boundedLogText(method, maxLoggedMethodLength);
}

/** An error's message can quote what the request sent. */
export function loggableMessage(message: string): string {
  return boundedLogText(message, maxLoggedMessageLength);
}
