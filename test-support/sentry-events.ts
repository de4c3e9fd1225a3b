// What the fake Sentry ingest (fake-sentry-ingest.ts) has received, read from the ingest at `origin`: the e2e suite's and the
// worker layer's ingests answer the same question.
import type { ReceivedEnvelope } from "./fake-sentry-ingest";

export interface SentryEvent {
  event_id: string;
  release?: string;
  environment?: string;
  message?: string;
  tags?: Record<string, string>;
  sdk?: { name?: string };
  request?: { url?: string };
  exception?: { values?: { type?: string; value?: string; mechanism?: { type?: string; data?: Record<string, unknown> } }[] };
}

/** An error event as the ingest received it, with the raw envelope it came in. */
export interface ReceivedEvent {
  event: SentryEvent;
  envelope: ReceivedEnvelope;
}

export async function receivedEnvelopesAt(origin: string): Promise<ReceivedEnvelope[]> {
  const response = await fetch(`${origin}/__envelopes`);
  if (!response.ok) throw new Error(`fake ingest answered ${response.status}`);
  const envelopes: ReceivedEnvelope[] = await response.json();
  return envelopes;
}

function isSentryEvent(payload: unknown): payload is SentryEvent {
  return typeof payload === "object" && payload !== null && "event_id" in payload;
}

/** Error events (not transactions or sessions) the ingest at `origin` has received so far that match `where`. */
export async function receivedEventsAt(origin: string, where: (event: SentryEvent) => boolean): Promise<ReceivedEvent[]> {
  return (await receivedEnvelopesAt(origin)).flatMap((envelope) =>
    envelope.items.flatMap(({ header, payload }) =>
      header.type === "event" && isSentryEvent(payload) && where(payload) ? [{ event: payload, envelope }] : [],
    ),
  );
}

export function exceptionValue(event: SentryEvent): string {
  return event.exception?.values?.at(-1)?.value ?? event.message ?? "";
}
