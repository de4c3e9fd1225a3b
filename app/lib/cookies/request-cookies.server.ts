import { parse } from "cookie";
import { serializeCookie, type CookieDefinition, type CookieProblem } from "~/lib/cookies/cookie";

export interface CookieReport {
  cookie: string;
  problem: CookieProblem;
}

/** A request's cookies, parsed once; each read validates through the cookie's codec and remembers what was wrong. */
export class RequestCookies {
  readonly #values: Record<string, string | undefined>;
  readonly #problems: CookieReport[] = [];

  constructor(header: string | null) {
    // Raw text: our codecs never write escapes, so an escaped value is foreign and must be judged as sent.
    this.#values = header ? parse(header, { decode: (text) => text }) : {};
  }

  has(definition: CookieDefinition<unknown>): boolean {
    return Object.hasOwn(this.#values, definition.name);
  }

  /** True when the request already carries `text` for the cookie, as sent ("" when it carries none). */
  holds(definition: CookieDefinition<unknown>, text: string): boolean {
    const sent = Object.hasOwn(this.#values, definition.name) ? this.#values[definition.name] : undefined;
    return text === "" ? sent === undefined : sent === text;
  }

  read<Value>(definition: CookieDefinition<Value>): Value {
    const text = Object.hasOwn(this.#values, definition.name) ? this.#values[definition.name] : undefined;
    if (text === undefined) return definition.absent;
    const { value, problem } = definition.decode(text);
    if (problem) this.report(definition.name, problem);
    return value;
  }

  /** For values judged beyond their codec, such as a setup packed over several cookies. */
  report(cookie: string, problem: CookieProblem) {
    if (!this.#problems.some((report) => report.cookie === cookie && report.problem === problem)) this.#problems.push({ cookie, problem });
  }

  /** The cookies read so far that were corrupt, foreign or not canonical: names and reasons, never values. */
  get problems(): readonly CookieReport[] {
    return this.#problems;
  }
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * Deletes cookies (whose codec writes "" as "") the worker could not read at all, so a damaged value is reported once rather
 * than on every request. A cookie the response sets already keeps its new value: a save replaces the damaged one.
 */
export function withCookiesCleared(request: Request, response: Response, definitions: readonly CookieDefinition<string>[]): Response {
  const setByResponse = new Set(response.headers.getSetCookie().map((header) => header.slice(0, header.indexOf("="))));
  const unreadable = definitions.filter((definition) => !setByResponse.has(definition.name));
  if (unreadable.length === 0) return response;
  const cleared = new Response(response.body, response);
  for (const definition of unreadable) {
    cleared.headers.append("Set-Cookie", serializeCookie(definition, "", { secure: isSecureRequest(request) }));
  }
  return cleared;
}
