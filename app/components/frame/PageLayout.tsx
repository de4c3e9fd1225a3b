import { useLocation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { Footer } from "~/components/frame/Footer";
import { NavLinks } from "~/components/frame/NavLinks";
import { Toolbar } from "~/components/frame/Toolbar";
import { useRootData } from "~/lib/document/root-data";
import { useLocale } from "~/lib/i18n/frame";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";

interface PageLayoutProps {
  children: ReactNode;
}

/** The frame every screen shares: toolbar, the screen itself, the narrow-screen nav row and the footer. */
export function PageLayout({ children }: PageLayoutProps) {
  const rootData = useRootData();
  const { preferences } = usePreferences();
  const { hash } = useLocation();
  const { language } = useLocale();
  const [setupLinkPreview, setSetupLinkPreview] = useState<ReactNode>(null);
  // A backup link (#setup=…, see lib/preferences/backup/backup-link) opens its preview, whose code loads only then; if that download
  // fails, the link stays in the address for a reload. Its strings (the page's language only) download alongside. The router's
  // hash says when the address changed, but the address itself is read: a link opened while the page hydrates changes it
  // before the router's provider subscribes, and the router's location never hears of it.
  useEffect(() => {
    if (window.location.hash.startsWith("#setup=")) {
      import("~/generated/i18n/settings/imports").then(({ settingsImports }) => settingsImports[language]()).catch(() => undefined);
      import("~/components/settings/backup/SetupLinkPreview").then(
        (module) => setSetupLinkPreview(<module.default />),
        () => undefined,
      );
    }
  }, [hash, language]);
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
      {setupLinkPreview}
    </div>
  );
}
