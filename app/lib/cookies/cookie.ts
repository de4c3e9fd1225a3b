// The one way ParkPlay reads and writes its cookies, in the worker and in the browser: each cookie is declared once
// with its lifetime and a codec that validates its value, and every read goes through that codec.
import { parse, serialize } from "cookie";

export type CookieProblem = "too_long" | "unknown_ids" | "not_canonical" | "unknown_value";

export interface DecodedCookie<Value> {
  value: Value;
  /** Why the stored value could not be used as it was; null when it was absent or already canonical. */
  problem: CookieProblem | null;
}

export interface CookieDefinition<Value> {
  name: string;
  /** "session" ends with the browsing session, which in-car browsers keep apart for the full-screen view. */
  lifetime: "session" | "year";
  /** Set only by the worker and hidden from scripts; the preference mirrors are written by the browser instead. */
  httpOnly: boolean;
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

const oneYearInSeconds = 365 * 24 * 60 * 60;
const flagValue = "1";

/** A yes/no cookie: "1" means yes, absence means no, anything else is reported and means no. */
export function flagCookie(name: string, lifetime: CookieDefinition<boolean>["lifetime"], httpOnly: boolean): CookieDefinition<boolean> {
  return {
    name,
    lifetime,
    httpOnly,
    absent: false,
    encode: (value) => (value ? flagValue : ""),
    decode: (text) => (text === flagValue ? { value: true, problem: null } : { value: false, problem: "unknown_value" }),
  };
}

/** A `Set-Cookie` header value or a `document.cookie` assignment. */
export function serializeCookie<Value>(definition: CookieDefinition<Value>, value: Value, { secure }: CookieWriteOptions): string {
  const text = definition.encode(value);
  const lifetime = text === "" ? { maxAge: 0 } : definition.lifetime === "year" ? { maxAge: oneYearInSeconds } : {};
  return serialize(definition.name, text, { path: "/", sameSite: "lax", httpOnly: definition.httpOnly, secure, ...lifetime });
}

export interface CookieReport {
  cookie: string;
  problem: CookieProblem;
}

/** A request's cookies, parsed once; each read validates through the cookie's codec and remembers what was wrong. */
export class RequestCookies {
  readonly #values: Record<string, string | undefined>;
  readonly #problems: CookieReport[] = [];

  constructor(header: string | null) {
    this.#values = header ? parse(header) : {};
  }

  read<Value>(definition: CookieDefinition<Value>): Value {
    const text = Object.hasOwn(this.#values, definition.name) ? this.#values[definition.name] : undefined;
    if (text === undefined) return definition.absent;
    const { value, problem } = definition.decode(text);
    if (problem) this.#problems.push({ cookie: definition.name, problem });
    return value;
  }

  /** The cookies read so far that were corrupt, foreign or not canonical: names and reasons, never values. */
  get problems(): readonly CookieReport[] {
    return this.#problems;
  }
}
