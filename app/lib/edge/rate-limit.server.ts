/**
 * Rate limits count per client; the address is only a key for the limiter, never logged. Without one (a local request)
 * every request shares a key.
 */
export function rateLimitKey(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "local";
}
