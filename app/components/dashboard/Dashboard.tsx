import { CategoryRow } from "~/components/dashboard/CategoryRow";
import { LinkCard } from "~/components/dashboard/LinkCard";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { categoryTitleKeys } from "~/data/categories";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { offeredCardIds } from "~/lib/catalogue/catalogue";
import { useLocalDayOfMonth } from "~/lib/dashboard/use-local-day-of-month";
import { useRootData } from "~/lib/document/root-data";
import { useFrameT } from "~/lib/i18n/frame";
import { launchLinkAttributes, launchModeOf } from "~/lib/links/launch";
import { cardFaceOf, defaultRows, visibleRecentCards, visibleRows } from "~/lib/preferences/setup/rows";

interface DashboardProps {
  /** Today's day of the month as the worker saw it in the user's time zone, for the calendar logo. */
  calendarDay: number;
}

/** The one description every card that opens outside full screen points to. */
const opensOutsideDescriptionId = "pp-card-opens-outside";

/**
 * 'Recently opened' first (when on and not empty), then every row with at least one visible card, in the driver's order:
 * the region's catalogue sources (hidden ones left out) and the driver's own services, which show their name, or a
 * monogram when the name is too long for the card. Each card links the way its launch mode says, from the first paint.
 */
export function Dashboard({ calendarDay }: DashboardProps) {
  const { preferences } = usePreferences();
  const { fullscreen } = useRootData();
  const t = useFrameT();
  const dayOfMonth = useLocalDayOfMonth(calendarDay);
  const catalogue = useCatalogue();
  const { services, launch } = preferences;
  const offeredIds = offeredCardIds(catalogue, services);
  const rows = visibleRows(preferences.order ?? defaultRows(services, catalogue.entries), preferences.hiddenSourceIds, offeredIds);
  const recentIds = visibleRecentCards(preferences.recent, preferences.hiddenSourceIds, offeredIds);
  let anyOpensOutside = false;

  if (rows.length === 0) {
    return <p className="pp-dashboard-empty">{t("dashboard.allHidden")}</p>;
  }

  function card(id: string) {
    const face = cardFaceOf(id, catalogue.byId, services, dayOfMonth);
    if (!face) return null;
    const { url, ...look } = face;
    const link = launchLinkAttributes(url, launchModeOf(launch, id), launch.everyCardFullscreen, fullscreen);
    // Only a card that opens outside full screen opens a new tab.
    anyOpensOutside ||= link.target !== undefined;
    return (
      <li key={id}>
        <LinkCard id={id} link={link} opensOutsideDescriptionId={link.target && opensOutsideDescriptionId} {...look} />
      </li>
    );
  }

  const shownRows = [
    ...(recentIds.length === 0 ? [] : [{ key: "recent", title: t("dashboard.recent"), cardIds: recentIds }]),
    ...rows.map(({ category, cardIds }) => ({ key: String(category), title: t(categoryTitleKeys[category]), cardIds })),
  ];
  const rendered = shownRows.map(({ key, title, cardIds }) => (
    <CategoryRow key={key} id={`pp-category-${key}`} title={title}>
      {cardIds.map((id) => card(id))}
    </CategoryRow>
  ));
  return (
    <>
      {rendered}
      {anyOpensOutside ? (
        <p id={opensOutsideDescriptionId} hidden>
          {t("card.outside")}
        </p>
      ) : null}
    </>
  );
}
