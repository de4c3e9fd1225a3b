import { CategoryRow } from "~/components/CategoryRow";
import { LinkCard } from "~/components/LinkCard";
import { usePreferences } from "~/lib/preferences/PreferencesProvider";
import { categories, categoryTitles } from "~/data/categories";
import { resolveLogoUrl, sourceIds, sources } from "~/data/sources";
import { useLocalDayOfMonth } from "~/lib/dashboard/use-local-day-of-month";

interface DashboardProps {
  /** Today's day of the month as the worker saw it in the user's time zone, for the calendar logo. */
  calendarDay: number;
}

/** Every category with at least one visible source, in display order; hidden sources and empty categories are not rendered. */
export function Dashboard({ calendarDay }: DashboardProps) {
  const { preferences } = usePreferences();
  const dayOfMonth = useLocalDayOfMonth(calendarDay);
  const hidden = new Set(preferences.hiddenSourceIds);
  const rows = categories
    .map((category) => ({ category, ids: sourceIds.filter((id) => sources[id].category === category && !hidden.has(id)) }))
    .filter((row) => row.ids.length > 0);

  if (rows.length === 0) {
    return <p className="pp-dashboard-empty">Every source is hidden. Open Settings to show them again.</p>;
  }

  return rows.map(({ category, ids }) => (
    <CategoryRow key={category} id={`pp-category-${category}`} title={categoryTitles[category]}>
      {ids.map((id) => {
        const source = sources[id];
        const logo = source.logos.dark;
        return (
          <li key={id}>
            <LinkCard
              name={source.name}
              url={source.url}
              background={source.colors.dark}
              logoUrl={logo === null ? null : resolveLogoUrl(logo, id, dayOfMonth)}
            />
          </li>
        );
      })}
    </CategoryRow>
  ));
}
