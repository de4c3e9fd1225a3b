import type { ReactNode } from "react";
import { Footer } from "~/components/Footer";
import { NavLinks } from "~/components/NavLinks";
import { Toolbar } from "~/components/Toolbar";
import { useRootData } from "~/lib/document/root-data";

interface PageLayoutProps {
  children: ReactNode;
}

/** The frame every screen shares: toolbar, the screen itself, the narrow-screen nav row and the footer. */
export function PageLayout({ children }: PageLayoutProps) {
  const rootData = useRootData();
  return (
    <div className="pp-frame">
      <Toolbar />
      <main className="pp-main">{children}</main>
      <div className="pp-nav-row">
        <NavLinks issueTrackerUrl={rootData.externalLinks.issueTracker} placement="row" />
      </div>
      <Footer
        copyrightYear={rootData.copyrightYear}
        issueTrackerUrl={rootData.externalLinks.issueTracker}
        creatorUrl={rootData.externalLinks.creator}
        fullscreen={rootData.fullscreen}
      />
    </div>
  );
}
