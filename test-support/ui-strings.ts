// What a driver or a screen reader meets in a page, for the checks that no English is left in another language: in the
// browser (passed to page.evaluate, so self-contained) and on the worker layer's parsed HTML alike.
import type { CompiledMessage } from "../app/lib/message-format/compiled-message";
import { textRunsOf } from "./messages";

export interface UiStringOptions {
  /** Leaves out the cards, whose text is the services' brand names. */
  withoutCards?: boolean;
  /** Adds the values of the visible fields (what /debug shows in its read-only inputs). */
  withFieldValues?: boolean;
}

/**
 * Every piece of text the page shows or names: text nodes, labelling attributes, the title, and field values if asked.
 * `page` defaults to the page's own document, so page.evaluate can run it as it is.
 */
export function uiStrings({ withoutCards = false, withFieldValues = false }: UiStringOptions, page: Document = document): string[] {
  const skipped = withoutCards ? "script, style, .pp-card" : "script, style";
  const strings: string[] = [];
  const walker = page.createTreeWalker(page.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.parentElement?.closest(skipped) === null) strings.push(node.textContent ?? "");
  }
  for (const element of page.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
    if (withoutCards && element.closest(".pp-card") !== null) continue;
    for (const name of ["aria-label", "title", "alt", "placeholder"]) strings.push(element.getAttribute(name) ?? "");
  }
  if (withFieldValues) {
    for (const field of page.body.querySelectorAll("input:not([type=hidden])")) strings.push(field.getAttribute("value") ?? "");
  }
  strings.push(page.title);
  return strings.map((text) => text.trim()).filter((text) => text !== "");
}

/** Whether the phrase stands in the text as whole words. */
export function containsWhole(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text);
}

/** A message's words without its placeholders (brand names, numbers), for finding it on a page whatever fills them. */
function wordsOf(message: CompiledMessage): string[] {
  return textRunsOf(message)
    .map((part) => part.replace(/^[\s,.:;()‘’'"]+|[\s,.:;()‘’'"]+$/g, ""))
    .filter((part) => /\p{L}/u.test(part));
}

type Section = Readonly<Record<"en" | "de", Readonly<Record<string, CompiledMessage>>>>;

/**
 * The English words of these sections that German writes differently: each message's words between placeholders, except
 * those the German message contains too (brand names, "Streaming", "Hash") and two-letter ones, which real words contain by chance.
 */
export function englishOnlyPhrases(sections: readonly Section[]): string[] {
  return sections.flatMap(({ en, de }) =>
    Object.entries(en).flatMap(([key, english]) => {
      const german = textRunsOf(de[key] ?? "").join(" ");
      return wordsOf(english).filter((phrase) => phrase.length > 2 && !german.includes(phrase));
    }),
  );
}

/** English frame strings a German page must not show: whole runs German writes differently (brand names and "Streaming" are the same). */
export function englishOnlyRuns(
  english: Readonly<Record<string, CompiledMessage>>,
  german: Readonly<Record<string, CompiledMessage>>,
): string[] {
  return Object.entries(english).flatMap(([key, message]) => {
    const germanText = textRunsOf(german[key] ?? "").join(" ");
    return textRunsOf(message)
      .map((run) => run.trim())
      .filter((run) => run.length > 2 && !germanText.includes(run));
  });
}
