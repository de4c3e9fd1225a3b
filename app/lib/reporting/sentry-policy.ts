/** Our own hosts: a served page or worker sends trace headers to these and to nothing else. */
const localHosts = /^https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?(?:[/?#]|$)/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Anchored patterns, because the SDK treats plain strings as substrings ("localhost" would match "localhost.evil.example"). */
export function tracePropagationTargets(publicOrigin: string | null): RegExp[] {
  return publicOrigin ? [localHosts, new RegExp(`^${escapeRegExp(publicOrigin)}(?:[/?#]|$)`)] : [localHosts];
}

/** Browser noise nobody can act on: cross-origin errors without details, and ResizeObserver loop notices. */
export const ignoredErrors: RegExp[] = [/^Script error\.?$/, /^ResizeObserver loop\b/];
