// Arrange mode, loaded on demand with dnd-kit: the dashboard's rows and cards as they show, dragged along their row or
// moved with buttons. It takes the page's place inside <main>; every move is stored at once, so Done only leaves.
import { Button, Text, Title } from "@mantine/core";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ArrangeRow } from "~/components/settings/arrange/ArrangeRow";
import type { ShownCard } from "~/components/settings/arrange/CardFace";
import { type Category, categoryTitleKeys } from "~/data/categories";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { offeredCardIds } from "~/lib/catalogue/catalogue";
import { preloadStylesheet, useStylesheet } from "~/lib/document/stylesheet";
import { useFrameT } from "~/lib/i18n/frame";
import { arrangeMessages } from "~/lib/i18n/messages/arrange/load";
import { applyFormData, orderFormData } from "~/lib/preferences/browser/form-changes";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { moveCard, moveRow, rearrangeForServices, reorderRowCards } from "~/lib/preferences/setup/order";
import { cardFaceOf, defaultRows, visibleRows, type DashboardRow } from "~/lib/preferences/setup/rows";
import arrangeStylesHref from "~/styles/arrange.css";

const titleId = "pp-arrange-title";

// Fetched as soon as this module is (on hover or focus of Arrange), so arrange mode rarely waits for them.
if (typeof document !== "undefined") {
  preloadStylesheet(arrangeStylesHref);
  arrangeMessages.preloadPageLanguage();
}

interface ArrangeModeProps {
  onDone: () => void;
}

/**
 * The arrange layer: rendered into <main>, where CSS hides the page while it shows. It focuses its title on opening; a
 * moved control keeps focus (or its enabled twin takes it at the end of the line) and a status line says where it went.
 */
export default function ArrangeMode({ onDone }: ArrangeModeProps) {
  useStylesheet(arrangeStylesHref);
  const { preferences, submit } = usePreferences();
  const frameT = useFrameT();
  const t = arrangeMessages.useTranslate();
  const [main] = useState(() => document.querySelector("main"));
  const [status, setStatus] = useState("");
  const titleRef = useRef<HTMLHeadingElement>(null);
  const movedButton = useRef<HTMLButtonElement | null>(null);
  const dayOfMonth = new Date().getDate();

  const catalogue = useCatalogue();
  const { services, hiddenSourceIds } = preferences;
  const rows = preferences.order ?? defaultRows(services, catalogue.entries);
  const shownRows = visibleRows(rows, hiddenSourceIds, offeredCardIds(catalogue, services))
    .map(({ category, cardIds }) => ({
      category,
      cards: cardIds.flatMap((id) => {
        const face = cardFaceOf(id, catalogue.byId, services, dayOfMonth);
        return face === undefined ? [] : [{ id, ...face }];
      }),
    }))
    .filter((row) => row.cards.length > 0);
  const shownCategories = shownRows.map((row) => row.category);

  useEffect(() => titleRef.current?.focus(), []);

  // React may move a moved item's element out and back in, which drops focus; give it back after each move.
  useLayoutEffect(() => {
    const button = movedButton.current;
    if (button === null) return;
    movedButton.current = null;
    const twin = button.closest(".pp-arrange-moves")?.querySelector<HTMLButtonElement>("button:enabled");
    (button.disabled ? twin : button)?.focus();
  });

  function storeArrangement(arranged: DashboardRow[], button: HTMLButtonElement | null) {
    movedButton.current = button;
    // Each arrangement carries the whole order, so a newer one waiting to be sent replaces an older one. Merging again
    // stores an arrangement that is back to the release's order as no order at all.
    submit(orderFormData(rearrangeForServices(arranged, services), services), applyFormData, true);
  }

  function moveRowBy(category: Category, step: -1 | 1, button: HTMLButtonElement) {
    const position = shownCategories.indexOf(category) + step;
    storeArrangement(moveRow(rows, category, shownCategories, step), button);
    setStatus(t("status.rowMoved", { title: frameT(categoryTitleKeys[category]), position: position + 1, count: shownCategories.length }));
  }

  function moveCardBy(row: { category: Category; cards: readonly ShownCard[] }, id: string, step: -1 | 1, button: HTMLButtonElement) {
    const shownRow: DashboardRow = { category: row.category, cardIds: row.cards.map((card) => card.id) };
    const position = shownRow.cardIds.indexOf(id) + step;
    storeArrangement(moveCard(rows, shownRow, id, step), button);
    const name = row.cards.find((card) => card.id === id)?.name ?? t("card.unnamed");
    setStatus(
      t("status.cardMoved", { name, position: position + 1, count: row.cards.length, row: frameT(categoryTitleKeys[row.category]) }),
    );
  }

  if (main === null) return null;
  return createPortal(
    <section className="pp-arrange" aria-labelledby={titleId}>
      <div className="pp-arrange-bar">
        <div>
          <Title ref={titleRef} order={1} size="h3" id={titleId} tabIndex={-1} className="pp-arrange-title">
            {t("title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("intro")}
          </Text>
        </div>
        <Button size="md" className="pp-touch" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
      {shownRows.length === 0 ? (
        <p className="pp-dashboard-empty">{frameT("dashboard.allHidden")}</p>
      ) : (
        shownRows.map((row, index) => (
          <ArrangeRow
            key={row.category}
            category={row.category}
            cards={row.cards}
            position={index}
            rowCount={shownRows.length}
            onMoveRow={(step, button) => moveRowBy(row.category, step, button)}
            onMoveCard={(id, step, button) => moveCardBy(row, id, step, button)}
            onReorder={(cardIds) => storeArrangement(reorderRowCards(rows, row.category, cardIds), null)}
          />
        ))
      )}
      <p role="status" className="pp-visually-hidden">
        {status}
      </p>
    </section>,
    main,
  );
}
