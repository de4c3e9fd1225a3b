// Checks one area's ICU MessageFormat messages in every language against English and compiles them into the small form
// app/lib/i18n/translate.ts formats. Everything a translator can get wrong is reported here, so the build fails on it.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { CompiledMessage, MessagePart } from "../app/lib/message-format/compiled-message.ts";

/** What a placeholder is: text or a number put in as is, or the number a plural chooses its form by. */
export type PlaceholderKind = "value" | "count";

export interface CompiledArea {
  /** Each English key with its placeholders, in the English order: the area's type. */
  shapes: ReadonlyMap<string, ReadonlyMap<string, PlaceholderKind>>;
  /** Each language's compiled messages, in the English key order. */
  messages: ReadonlyMap<string, ReadonlyMap<string, CompiledMessage>>;
}

export class MessageError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`${problems.length} message problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`);
    this.problems = problems;
  }
}

/** The CLDR plural categories a language's plurals must give, as the runtime's Intl.PluralRules knows them. */
export function pluralCategoriesOf(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

interface Compilation {
  message: CompiledMessage;
  placeholders: Map<string, PlaceholderKind>;
}

function compileElements(
  elements: readonly MessageFormatElement[],
  language: string,
  placeholders: Map<string, PlaceholderKind>,
  problems: string[],
): MessagePart[] {
  const parts: MessagePart[] = [];
  const pushText = (text: string) => {
    const last = parts.at(-1);
    if (typeof last === "string") parts[parts.length - 1] = last + text;
    else parts.push(text);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        // The compiled form writes a placeholder as {name} in the text, so text of its own may not hold a brace.
        if (/[{}]/.test(element.value)) problems.push("has a literal brace, which the compiled form cannot tell from a placeholder");
        pushText(element.value);
        break;
      case TYPE.argument:
        if (placeholders.get(element.value) !== "count") placeholders.set(element.value, "value");
        pushText(`{${element.value}}`);
        break;
      case TYPE.pound:
        pushText("{#}");
        break;
      case TYPE.plural: {
        if (element.pluralType === "ordinal" || element.offset !== 0) {
          problems.push(`{${element.value}}: only cardinal plurals without an offset are supported`);
          break;
        }
        placeholders.set(element.value, "count");
        const categories = Object.keys(element.options)
          .filter((selector) => !selector.startsWith("="))
          .sort();
        const expected = pluralCategoriesOf(language);
        if (categories.join(" ") !== expected.join(" ")) {
          problems.push(`{${element.value}}: plural forms "${categories.join(" ")}", ${language} needs "${expected.join(" ")}"`);
        }
        const forms: Record<string, CompiledMessage> = {};
        for (const [selector, option] of Object.entries(element.options)) {
          forms[selector] = toMessage(compileElements(option.value, language, placeholders, problems));
        }
        const [first, ...others] = Object.values(forms);
        const exactForms = Object.keys(forms).some((selector) => selector.startsWith("="));
        if (typeof first === "string" && !exactForms && others.every((form) => form === first)) {
          // Every form reads the same (English "# hidden"): no plural to choose, only the number to fill in.
          pushText(first.replaceAll("{#}", `{${element.value}}`));
        } else {
          parts.push([element.value, forms]);
        }
        break;
      }
      default:
        problems.push(
          `${element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`}: only placeholders and plurals are supported`,
        );
    }
  }
  return parts;
}

function toMessage(parts: readonly MessagePart[]): CompiledMessage {
  if (parts.length === 0) return "";
  const [only] = parts;
  return parts.length === 1 && typeof only === "string" ? only : parts;
}

function compileMessage(source: unknown, language: string, problems: string[]): Compilation | null {
  if (typeof source !== "string" || source.trim() === "") {
    problems.push(typeof source === "string" ? "is empty" : "is not a string");
    return null;
  }
  let elements: MessageFormatElement[];
  try {
    elements = parse(source, { requiresOtherClause: true });
  } catch (error) {
    problems.push(`does not parse as ICU MessageFormat (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  const placeholders = new Map<string, PlaceholderKind>();
  const message = toMessage(compileElements(elements, language, placeholders, problems));
  return { message, placeholders };
}

function describePlaceholders(placeholders: ReadonlyMap<string, PlaceholderKind>): string {
  const names = [...placeholders].map(([name, kind]) => (kind === "count" ? `${name} (plural)` : name)).sort();
  return names.length === 0 ? "none" : names.join(", ");
}

/**
 * Compiles an area: English decides the keys and placeholders; every other language must have exactly those keys, the
 * same placeholders (a plural stays a plural), and its own language's plural forms. Throws a MessageError listing every problem.
 */
export function compileArea(
  area: string,
  sources: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
  sourceLanguage: string,
): CompiledArea {
  const problems: string[] = [];
  const english = sources.get(sourceLanguage);
  if (english === undefined) throw new MessageError([`${area}: no ${sourceLanguage} messages`]);
  const shapes = new Map<string, ReadonlyMap<string, PlaceholderKind>>();
  const messages = new Map<string, Map<string, CompiledMessage>>();
  for (const [language, source] of sources) {
    const compiled = new Map<string, CompiledMessage>();
    messages.set(language, compiled);
    for (const key of Object.keys(english)) {
      if (!Object.hasOwn(source, key)) {
        problems.push(`${area}/${language}: missing "${key}"`);
        continue;
      }
      const messageProblems: string[] = [];
      const compilation = compileMessage(source[key], language, messageProblems);
      problems.push(...messageProblems.map((problem) => `${area}/${language}: "${key}" ${problem}`));
      if (compilation === null) continue;
      compiled.set(key, compilation.message);
      if (language === sourceLanguage) {
        shapes.set(key, compilation.placeholders);
        continue;
      }
      const englishPlaceholders = compileMessage(english[key], sourceLanguage, [])?.placeholders ?? new Map();
      const expected = describePlaceholders(englishPlaceholders);
      const found = describePlaceholders(compilation.placeholders);
      if (expected !== found) problems.push(`${area}/${language}: "${key}" has placeholders ${found}, English has ${expected}`);
    }
    for (const key of Object.keys(source)) {
      if (!Object.hasOwn(english, key)) problems.push(`${area}/${language}: "${key}" is not an English key`);
    }
  }
  if (problems.length > 0) throw new MessageError(problems);
  return { shapes, messages };
}
