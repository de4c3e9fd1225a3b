export type LogFields = Record<string, string | number | boolean | null | string[]>;
export type EdgeLogger = (fields: LogFields & { event: string }) => void;

/** One JSON object per line, so `wrangler tail --format json` and Workers Logs can filter on fields. */
export const logToConsole: EdgeLogger = (fields) => {
  console.log(JSON.stringify(fields));
};
