import { Link } from "@remix-run/react";
import { CreatorLogo } from "~/components/frame/CreatorLogo";
import { ExternalLink } from "~/components/frame/ExternalLink";
import { NavLinks } from "~/components/frame/NavLinks";
import { ParkPlayLogo } from "~/components/frame/ParkPlayLogo";
import { buildInfo } from "~/generated/build-info";
import { useFrameT } from "~/lib/i18n/frame";

interface FooterProps {
  copyrightYear: number;
  issueTrackerUrl: string;
  creatorUrl: string;
  fullscreen: boolean;
}

export function Footer({ copyrightYear, issueTrackerUrl, creatorUrl, fullscreen }: FooterProps) {
  const t = useFrameT();
  return (
    <footer className="pp-footer" data-fullscreen={fullscreen || undefined}>
      <div className="pp-footer-brand">
        <Link to="/" aria-label={t("footer.home")}>
          <ParkPlayLogo size="footer" />
        </Link>
        <span>{`© ${copyrightYear} arbitrari`}</span>
        <Link to="/debug" className="pp-footer-hash" aria-label={t("footer.build", { hash: buildInfo.hash })}>
          {buildInfo.hash}
        </Link>
      </div>
      <NavLinks issueTrackerUrl={issueTrackerUrl} placement="footer" />
      <ExternalLink href={creatorUrl} aria-label={t("footer.creator")}>
        <CreatorLogo />
      </ExternalLink>
    </footer>
  );
}
