// The runtime of ParkPlay's messages: translators write ICU MessageFormat (app/lib/i18n/messages/<area>/<language>.json),
// scripts/generate-messages.ts checks and compiles it into typed modules, and this formats the compiled form.
import { directionOf, type Language } from "~/lib/i18n/languages";
import type { CompiledMessage, MessageShapes, PlaceholderValue, Translation } from "~/lib/message-format/compiled-message";

/** Arguments after the key: nothing for a plain message, the values for one with placeholders. */
export type MessageArguments<Values> = Values extends null ? [] : [values: Values];

export type Translate<Shapes extends MessageShapes> = <Key extends keyof Shapes & string>(
  key: Key,
  ...values: MessageArguments<Shapes[Key]>
) => string;

const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Digits are Western in every language, Arabic included: the worker and the car's browser then always agree. */
function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, { numberingSystem: "latn" });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

function pluralCategory(value: number, language: Language): string {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(value);
}

function formatValue(value: PlaceholderValue, language: Language): string {
  if (typeof value === "number") return formatNumber(value, language);
  // In a right-to-left sentence a name keeps its own direction, as <bdi> would: "Disney+" never reads "+Disney".
  return directionOf(language) === "rtl" ? `\u2068${value}\u2069` : value;
}

const placeholderPattern = /\{(#|[a-zA-Z][a-zA-Z0-9]*)\}/g;

/** Fills a text's placeholders; a missing value stays visible as `{name}`, so a mistake shows instead of vanishing. */
function fill(text: string, values: Readonly<Record<string, PlaceholderValue>>, language: Language, count: number | undefined): string {
  return text.replace(placeholderPattern, (placeholder, name: string) => {
    const value = name === "#" ? count : Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : formatValue(value, language);
  });
}

/** Formats a compiled message; `count` is the number of the plural the message is a form of. */
export function formatMessage(
  message: CompiledMessage,
  values: Readonly<Record<string, PlaceholderValue>>,
  language: Language,
  count?: number,
): string {
  if (typeof message === "string") return fill(message, values, language, count);
  return message
    .map((part) => {
      if (typeof part === "string") return fill(part, values, language, count);
      const [name, forms] = part;
      const value = Number(values[name]);
      const form = forms[`=${value}`] ?? forms[pluralCategory(value, language)] ?? forms.other;
      return form === undefined ? `{${name}}` : formatMessage(form, values, language, value);
    })
    .join("");
}

/** A translate function over one section in one language. */
export function createTranslator<Shapes extends MessageShapes>(messages: Translation<Shapes>, language: Language): Translate<Shapes> {
  return (key, ...values) => formatMessage(messages[key], values[0] ?? {}, language);
}
