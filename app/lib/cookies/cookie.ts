// The one way ParkPlay declares its cookies, which only the worker reads and writes (docs/cookies.md lists them): each is
// declared once with its lifetime and a codec that validates its value; every read goes through that codec (request-cookies.server.ts).

export type CookieProblem =
  | "too_long"
  | "unknown_ids"
  | "not_canonical"
  | "unknown_value"
  | "damaged"
  | "not_json"
  | "wrong_shape"
  | "newer_version"
  | "bad_name"
  | "bad_address"
  | "too_many";

export interface DecodedCookie<Value> {
  value: Value;
  /** Why the stored value could not be used as it was; null when it was absent or already canonical. */
  problem: CookieProblem | null;
}

export interface CookieDefinition<Value> {
  name: string;
  /**
   * "session" ends with the browsing session, which in-car browsers keep apart for the full-screen view; "ten-minutes"
   * holds a fact only as long as it can be true (a full-screen attempt on its way).
   */
  lifetime: "session" | "ten-minutes" | "year";
  /** What an absent cookie means. */
  absent: Value;
  /** The cookie's text; "" deletes the cookie, so the default never costs request bytes. */
  encode(value: Value): string;
  /** Never throws: a bad value becomes the best usable value plus the problem. */
  decode(text: string): DecodedCookie<Value>;
}

export interface CookieWriteOptions {
  /** Set on https pages only; the cookie would be refused on plain-http development servers otherwise. */
  secure: boolean;
}

const maxAgeSeconds = { session: null, "ten-minutes": 10 * 60, year: 365 * 24 * 60 * 60 } as const;
const flagValue = "1";

/** A yes/no cookie: "1" means yes, absence means no, anything else is reported and means no. */
export function flagCookie(name: string, lifetime: CookieDefinition<boolean>["lifetime"]): CookieDefinition<boolean> {
  return {
    name,
    lifetime,
    absent: false,
    encode: (value) => (value ? flagValue : ""),
    decode: (text) => (text === flagValue ? { value: true, problem: null } : { value: false, problem: "unknown_value" }),
  };
}

/**
 * A `Set-Cookie` header value, always HttpOnly: the browser never reads or writes a cookie (localStorage is its backup).
 * Names are ours and codecs only produce cookie-octets, so nothing needs escaping.
 */
export function serializeCookie<Value>(definition: CookieDefinition<Value>, value: Value, { secure }: CookieWriteOptions): string {
  const text = definition.encode(value);
  const maxAge = text === "" ? 0 : maxAgeSeconds[definition.lifetime];
  return [
    `${definition.name}=${text}`,
    maxAge === null ? null : `Max-Age=${maxAge}`,
    "Path=/",
    "HttpOnly",
    secure ? "Secure" : null,
    "SameSite=Lax",
  ]
    .filter((attribute) => attribute !== null)
    .join("; ");
}
