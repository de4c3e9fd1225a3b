import type { ReactNode } from "react";
import { Footer } from "~/components/Footer";
import { NavLinks } from "~/components/NavLinks";
import { Toolbar } from "~/components/Toolbar";
import { useRootData } from "~/lib/document/root-data";
import { usePreferences } from "~/lib/preferences/PreferencesProvider";

interface PageLayoutProps {
  children: ReactNode;
}

/** The frame every screen shares: toolbar, the screen itself, the narrow-screen nav row and the footer. */
export function PageLayout({ children }: PageLayoutProps) {
  const rootData = useRootData();
  const { preferences } = usePreferences();
  return (
    <div className="pp-frame">
      <Toolbar />
      {/* While the settings tip shows, the screen starts below it (settings.css), so the tip covers nothing. */}
      <main className="pp-main" data-settings-tip={preferences.tipDismissed ? undefined : ""}>
        {children}
      </main>
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
