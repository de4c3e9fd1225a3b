import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";

/** A screen's title from its loader's messages (`page.title`, in the page's language), or null when there is none. */
function translatedTitle(data: unknown): string | null {
  if (typeof data !== "object" || data === null || !("messages" in data)) return null;
  const { messages } = data;
  if (typeof messages !== "object" || messages === null || !("page.title" in messages)) return null;
  return typeof messages["page.title"] === "string" ? messages["page.title"] : null;
}

/**
 * A screen's meta: its own title from its loader's `messages["page.title"]` (or the fallback while an error boundary
 * renders it), keeping the root's description and theme colour (Remix replaces, not merges, parent meta).
 */
export function pageMeta(fallbackTitle: string): MetaFunction {
  return ({ data, matches }) => {
    const inherited: MetaDescriptor[] = matches.flatMap((match) => match.meta ?? []).filter((descriptor) => !("title" in descriptor));
    return [...inherited, { title: translatedTitle(data) ?? fallbackTitle }];
  };
}
