import type { AnchorHTMLAttributes } from "react";

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "rel" | "target">;

/** Links that leave ParkPlay: a new tab, with no opener and no referrer handed to the other site. */
export function ExternalLink(props: ExternalLinkProps) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
