import staticSecurityHeaders from "~/lib/edge/security-headers.json";

export interface DocumentSecurityOptions {
  nonce: string;
  /** Origin of the Sentry ingest when reporting is on; the only other host the browser may connect to. */
  errorIngestOrigin: string | null;
  /** Our own origin as a WebSocket origin (ws: or wss:), for the car's pairing socket; older browsers do not count it as 'self'. */
  socketOrigin: string;
}

const fullscreenRedirectOrigin = "https://www.youtube.com";

export function contentSecurityPolicy({ nonce, errorIngestOrigin, socketOrigin }: DocumentSecurityOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'"],
    "style-src": ["'self'", `'nonce-${nonce}'`],
    // Mantine writes CSS variables into style attributes, which no nonce can cover.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'", socketOrigin, ...(errorIngestOrigin ? [errorIngestOrigin] : [])],
    "font-src": ["'self'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'none'"],
    // The full-screen flow posts to our own action, which redirects to YouTube; form-action applies to that redirect.
    "form-action": ["'self'", fullscreenRedirectOrigin],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Every response the worker makes gets the same headers as the static files (scripts/generate-static-headers.mjs); documents also get the CSP and are never shared between users. */
export function withSecurityHeaders(response: Response, documentOptions: DocumentSecurityOptions | null): Response {
  const secured = new Response(response.body, response);
  // A page may ask for a stricter referrer policy than every response gets (the pairing page sends none at all).
  const routeReferrerPolicy = response.headers.get("Referrer-Policy") === "no-referrer" ? "no-referrer" : null;
  for (const [name, value] of Object.entries(staticSecurityHeaders)) secured.headers.set(name, value);
  if (routeReferrerPolicy) secured.headers.set("Referrer-Policy", routeReferrerPolicy);
  if (documentOptions && secured.headers.get("content-type")?.startsWith("text/html")) {
    secured.headers.set("Content-Security-Policy", contentSecurityPolicy(documentOptions));
  }
  // Pages depend on the user's cookies: keep them out of shared caches and revalidate every time.
  if (!secured.headers.has("Cache-Control")) secured.headers.set("Cache-Control", "private, no-cache");
  return secured;
}

/** The WebSocket origin that matches a page's origin: wss: for https:, ws: for http:. */
export function socketOriginOf(origin: string): string {
  return origin.replace(/^http/, "ws");
}

export function originOfDsn(dsn: string | null): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}
