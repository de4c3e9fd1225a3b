/** A request the worker answers itself, before Remix runs; `reason` goes into its `request_rejected` log line. */
export interface RejectedRequest {
  response: Response;
  reason: string;
}

/** A short plain-text answer that says what was wrong, so a person reading it with curl understands it too. */
export function plainRejection(status: number, reason: string, message: string, headers: Record<string, string> = {}): RejectedRequest {
  return {
    reason,
    response: new Response(`${message}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } }),
  };
}
