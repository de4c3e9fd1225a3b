// Typed message catalogues without a runtime library: each section's English module is the source of keys and
// placeholders; every other language must have exactly the same keys (the compiler checks) and placeholders (a unit test does).
import type { Language } from "~/lib/i18n/languages";

/** A section's messages: key → template; `{name}` marks a placeholder. */
export type MessageTemplates = Readonly<Record<string, string>>;

/** Another language's version of a section: every English key, no other. */
export type Translation<English extends MessageTemplates> = { readonly [Key in keyof English]: string };

/** The placeholder names a template literal type contains. */
export type PlaceholderNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

type PlaceholderValues<Template extends string> = Readonly<Record<PlaceholderNames<Template>, string | number>>;

/** Arguments after the key: nothing for a plain message, the values for one with placeholders. */
export type MessageArguments<Template extends string> = [PlaceholderNames<Template>] extends [never]
  ? []
  : [values: PlaceholderValues<Template>];

export type Translate<English extends MessageTemplates> = <Key extends keyof English & string>(
  key: Key,
  ...values: MessageArguments<English[Key]>
) => string;

const placeholderPattern = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** Fills a template; numbers are written the language's way (1 234,5 in French). A missing value stays visible as `{name}`. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>, language: Language): string {
  return template.replace(placeholderPattern, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return typeof value === "number" ? new Intl.NumberFormat(language).format(value) : (value ?? placeholder);
  });
}

/** A translate function over one section in one language. */
export function createTranslator<English extends MessageTemplates>(messages: Translation<English>, language: Language): Translate<English> {
  return (key, ...values) => {
    const template = messages[key];
    return values[0] === undefined ? template : formatMessage(template, values[0], language);
  };
}
