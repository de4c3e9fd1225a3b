// Reading compiled messages in tests: their words, whatever fills the placeholders.
import type { CompiledMessage } from "../app/lib/message-format/compiled-message";

/** The runs of text between a message's placeholders, each plural form's in turn: what a page shows of it in any case. */
export function textRunsOf(message: CompiledMessage): string[] {
  const parts = typeof message === "string" ? [message] : message;
  return parts.flatMap((part) =>
    typeof part === "string" ? part.split(/\{(?:#|[a-zA-Z][a-zA-Z0-9]*)\}/) : Object.values(part[1]).flatMap(textRunsOf),
  );
}
