import { loggablePath } from "~/lib/edge/log.server";

/** A request the worker answers itself, before Remix runs; `reason` goes into its `request_rejected` log line. */
export interface RejectedRequest {
  response: Response;
  reason: string;
}

/** What the worker's guards decide: answer the request themselves, or hand this request on to Remix. */
export type GuardOutcome = { rejected: RejectedRequest } | { accepted: Request };

/** The one log line for a request ParkPlay refused, wherever it was refused; the path is shortened like every logged path. */
export function rejectionLogLine(request: Request, reason: string, status: number) {
  return { event: "request_rejected", reason, method: request.method, path: loggablePath(new URL(request.url).pathname), status };
}

/** A short plain-text answer that says what was wrong, so a person reading it with curl understands it too. */
export function plainRejection(status: number, reason: string, message: string, headers: Record<string, string> = {}): RejectedRequest {
  return {
    reason,
    response: new Response(`${message}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } }),
  };
}
