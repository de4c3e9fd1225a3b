import { Link } from "@remix-run/react";
import { CreatorLogo } from "~/components/CreatorLogo";
import { ExternalLink } from "~/components/ExternalLink";
import { NavLinks } from "~/components/NavLinks";
import { ParkPlayLogo } from "~/components/ParkPlayLogo";
import { buildInfo } from "~/generated/build-info";

interface FooterProps {
  copyrightYear: number;
  issueTrackerUrl: string;
  creatorUrl: string;
  fullscreen: boolean;
}

export function Footer({ copyrightYear, issueTrackerUrl, creatorUrl, fullscreen }: FooterProps) {
  return (
    <footer className="pp-footer" data-fullscreen={fullscreen || undefined}>
      <div className="pp-footer-brand">
        <Link to="/" aria-label="ParkPlay home">
          <ParkPlayLogo size="footer" />
        </Link>
        <span>{`© ${copyrightYear} arbitrari`}</span>
        <Link to="/debug" className="pp-footer-hash" aria-label={`Build ${buildInfo.hash}, open diagnostics`}>
          {buildInfo.hash}
        </Link>
      </div>
      <NavLinks issueTrackerUrl={issueTrackerUrl} placement="footer" />
      <ExternalLink href={creatorUrl} aria-label="arbitrari, the creator">
        <CreatorLogo />
      </ExternalLink>
    </footer>
  );
}
