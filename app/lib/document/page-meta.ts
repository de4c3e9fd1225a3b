import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";

/** A screen's meta: its own title, keeping the root's description and theme colour (Remix replaces, not merges, parent meta). */
export function pageMeta(title: string): MetaFunction {
  return ({ matches }) => {
    const inherited: MetaDescriptor[] = matches.flatMap((match) => match.meta ?? []).filter((descriptor) => !("title" in descriptor));
    return [...inherited, { title }];
  };
}
