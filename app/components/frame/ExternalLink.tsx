import type { AnchorHTMLAttributes } from "react";
import { externalLinkAttributes } from "~/lib/links/external-link";

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "rel" | "target">;

/** Links that leave ParkPlay: a new tab, with no opener and no referrer handed to the other site. */
export function ExternalLink(props: ExternalLinkProps) {
  return <a {...props} {...externalLinkAttributes} />;
}
