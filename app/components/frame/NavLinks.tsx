import { Link } from "@remix-run/react";
import { ExternalLink } from "~/components/frame/ExternalLink";
import { useFrameT } from "~/lib/i18n/frame";

interface NavLinksProps {
  issueTrackerUrl: string;
  placement: "footer" | "row";
}

export function NavLinks({ issueTrackerUrl, placement }: NavLinksProps) {
  const t = useFrameT();
  return (
    <nav className="pp-nav" aria-label={placement === "footer" ? t("nav.footer") : t("nav.site")} data-placement={placement}>
      <Link to="/about">{t("nav.about")}</Link>
      <ExternalLink href={issueTrackerUrl}>{t("nav.reportIssue")}</ExternalLink>
    </nav>
  );
}
