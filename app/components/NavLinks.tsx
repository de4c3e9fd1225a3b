import { Link } from "@remix-run/react";
import { ExternalLink } from "~/components/ExternalLink";

interface NavLinksProps {
  issueTrackerUrl: string;
  placement: "footer" | "row";
}

export function NavLinks({ issueTrackerUrl, placement }: NavLinksProps) {
  return (
    <nav className="pp-nav" aria-label={placement === "footer" ? "Footer" : "Site"} data-placement={placement}>
      <Link to="/about">about</Link>
      <ExternalLink href={issueTrackerUrl}>report issue</ExternalLink>
    </nav>
  );
}
