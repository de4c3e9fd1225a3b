import { parse } from "cookie";
import type { CookieDefinition, CookieProblem } from "~/lib/cookies/cookie";

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
