// The compiled form of the messages translators write (app/lib/i18n/messages/<area>/<language>.json): what
// scripts/generate-messages.ts writes and app/lib/i18n/translate.ts formats. Types only, below i18n and the generated
// modules alike, so those import nothing else of the app.

/**
 * A compiled message: text in which `{name}` marks a placeholder, or, for one with plurals, parts: such text, or
 * `[name, forms]`, a plural's forms by CLDR category ("one", "few", …) or exact value ("=0"), in which `{#}` is its number.
 */
export type CompiledMessage = string | readonly MessagePart[];

export type MessagePart = string | readonly [count: string, forms: PluralForms];

export type PluralForms = Readonly<Record<string, CompiledMessage>>;

/** A value a placeholder takes: numbers are written the language's way. */
export type PlaceholderValue = string | number;

/** A section's messages: each key with the values its placeholders take, or null for a message without any. */
export type MessageShapes = Readonly<Record<string, Readonly<Record<string, PlaceholderValue>> | null>>;

/** A section in one language: a plain message is its text, one with placeholders is compiled. */
export type Translation<Shapes extends MessageShapes> = {
  readonly [Key in keyof Shapes]: Shapes[Key] extends null ? string : CompiledMessage;
};
