import { CategoryRow } from "~/components/dashboard/CategoryRow";
import { LinkCard } from "~/components/dashboard/LinkCard";
import { usePreferences } from "~/lib/preferences/PreferencesProvider";
import { categoryTitleKeys } from "~/data/categories";
import { resolveLogoUrl } from "~/data/source-model";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { offeredCardIds } from "~/lib/catalogue/catalogue";
import { useLocalDayOfMonth } from "~/lib/dashboard/use-local-day-of-month";
import { useFrameT } from "~/lib/i18n/frame";
import { defaultRows, visibleRows } from "~/lib/setup/rows";
import { serviceColor, serviceMonogram, serviceTextColor } from "~/lib/setup/services";

interface DashboardProps {
  /** Today's day of the month as the worker saw it in the user's time zone, for the calendar logo. */
  calendarDay: number;
}

/**
 * Every row with at least one visible card, in the driver's order: the region's catalogue sources (hidden ones left out) and the
 * driver's own services, which show their name, or a monogram when the name is too long for the card.
 */
export function Dashboard({ calendarDay }: DashboardProps) {
  const { preferences } = usePreferences();
  const t = useFrameT();
  const dayOfMonth = useLocalDayOfMonth(calendarDay);
  const catalogue = useCatalogue();
  const { services } = preferences;
  const rows = visibleRows(
    preferences.order ?? defaultRows(services, catalogue.entries),
    preferences.hiddenSourceIds,
    offeredCardIds(catalogue, services),
  );

  if (rows.length === 0) {
    return <p className="pp-dashboard-empty">{t("dashboard.allHidden")}</p>;
  }

  return rows.map(({ category, cardIds }, rowIndex) => (
    <CategoryRow key={category} id={`pp-category-${category}`} title={t(categoryTitleKeys[category])}>
      {cardIds.map((id, cardIndex) => {
        const source = catalogue.byId.get(id);
        if (source !== undefined) {
          const { logo } = source;
          return (
            <li key={id}>
              <LinkCard
                name={source.name}
                url={source.url}
                background={source.colors.dark}
                textColor={source.colors.text}
                logoUrl={logo === null ? null : resolveLogoUrl(logo, id, dayOfMonth)}
                wordmarkSize={source.wordmarkSize}
                // What a 1280×720 car screen shows: three rows of five cards (a sixth card's edge shows, not its logo).
                onFirstScreen={rowIndex < 3 && cardIndex < 5}
              />
            </li>
          );
        }
        const service = preferences.services.find((candidate) => candidate.id === id);
        if (service === undefined) return null;
        return (
          <li key={id}>
            <LinkCard
              name={service.name}
              url={service.url}
              background={serviceColor(service)}
              textColor={serviceTextColor}
              logoUrl={null}
              monogram={serviceMonogram(service.name)}
            />
          </li>
        );
      })}
    </CategoryRow>
  ));
}
