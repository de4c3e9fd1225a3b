// How ParkPlay leaves for another site. In-car browsers show a page full-screen only in the tab that came from
// YouTube's redirect page and block popups there, so the service cards stay in that tab.

/** Links that leave ParkPlay for good (footer, About): a new tab that gets no opener and no referrer. */
export const externalLinkAttributes = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Service cards: the same tab, so the full-screen view survives and Back returns to the dashboard; still no referrer. */
export const sameTabLinkAttributes = { rel: "noreferrer" } as const;

/** Follows an address in this tab without telling the site where the driver came from. */
export function openInThisTab(url: string, doc: Document = document): void {
  const link = doc.createElement("a");
  link.href = url;
  link.rel = sameTabLinkAttributes.rel;
  doc.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Opens an address in a new tab with no opener and no referrer, and says whether it could. The tab starts blank and
 * follows a no-referrer link, because `window.open` with "noopener" answers null even when it worked, which would hide
 * a blocked popup.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open("", "_blank");
  if (!tab) return false;
  tab.opener = null;
  openInThisTab(url, tab.document);
  return true;
}
