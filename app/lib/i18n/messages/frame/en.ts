// The frame every screen shares (toolbar, footer, dashboard, full-screen prompt, error screen), in English: the source
// of keys and placeholders. It reaches the browser as the root loader's data, in the driver's language only.
import { errorScreenEnglish } from "~/lib/i18n/messages/frame/error-screen";

export const frameEn = {
  "meta.title": "ParkPlay",
  "meta.description": "One-tap streaming, live TV, sports, games and car tools for when your car is parked.",
  "toolbar.home": "ParkPlay dashboard",
  "toolbar.customUrl": "Custom URL",
  "toolbar.sendFromPhone": "Send from phone",
  "toolbar.settings": "Settings",
  "toolbar.settingsWithHidden": "Settings, {count} hidden",
  "toolbar.hiddenCount": "{count} Hidden",
  "tip.label": "Settings tip",
  "tip.text": "Hide the sources you never use in Settings.",
  "tip.dismiss": "Dismiss tip",
  "footer.home": "ParkPlay home",
  "footer.build": "Build {hash}, open diagnostics",
  "footer.creator": "arbitrari, the creator",
  "nav.footer": "Footer",
  "nav.site": "Site",
  "nav.about": "about",
  "nav.reportIssue": "report issue",
  "dashboard.title": "Dashboard",
  "dashboard.allHidden": "Every source is hidden. Open Settings to show them again.",
  "category.streaming": "Streaming",
  "category.live": "Live Television",
  "category.sports": "Sports",
  "category.personal": "Personal Media",
  "category.gaming": "Gaming",
  "category.utility": "Utility",
  "category.myServices": "My Services",
  "dashboard.recent": "Recently opened",
  "card.outside": "Opens outside full screen, in a new tab",
  "prompt.label": "Full-screen offer",
  "prompt.title": "Open in Fullscreen?",
  "prompt.instruction": "Click GO TO SITE on next page",
  "prompt.yes": "Yes",
  "prompt.close": "Close",
  "fullscreen.open": "Open in Fullscreen",
  ...errorScreenEnglish,
} as const;

export type FrameMessages = typeof frameEn;
