// Arrange mode, loaded on demand with dnd-kit: the dashboard's rows and cards as they show, dragged along their row or
// moved with buttons. It takes the page's place inside <main>; every move is stored at once, so Done only leaves.
import { useFrameT } from "~/lib/i18n/frame";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type PointerSensorOptions,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, Text, Title } from "@mantine/core";
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { type Category, categoryTitleKeys } from "~/data/categories";
import { logoDrawingId, resolveLogoUrl } from "~/data/source-model";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { offeredCardIds, type CatalogueSource } from "~/lib/catalogue/catalogue";
import { preloadStylesheet, useStylesheet } from "~/lib/document/stylesheet";
import { arrangeMessages } from "~/lib/i18n/messages/arrange/load";
import type { ArrangeMessages } from "~/lib/i18n/messages/arrange/en";
import type { Translate } from "~/lib/i18n/translate";
import { applyFormData, orderFormData } from "~/lib/preferences/browser/form-changes";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import { moveCard, moveRow, rearrangeForServices, reorderRowCards } from "~/lib/preferences/setup/order";
import { defaultRows, visibleRows, type DashboardRow } from "~/lib/preferences/setup/rows";
import { serviceColor, serviceMonogram, serviceTextColor, type CustomService } from "~/lib/preferences/setup/services";
import arrangeStylesHref from "~/styles/arrange.css";

const titleId = "pp-arrange-title";

// Fetched as soon as this module is (on hover or focus of Arrange), so arrange mode rarely waits for them.
if (typeof document !== "undefined") {
  preloadStylesheet(arrangeStylesHref);
  arrangeMessages.preloadPageLanguage();
}

/** Mouse and pen drag through pointer events; touch is left to the TouchSensor, whose hold-to-drag lets a swipe scroll the row. */
class MouseAndPenSensor extends PointerSensor {}

// Assigned rather than a static field: esbuild's class-field helper would land in the first-load runtime chunk.
MouseAndPenSensor.activators = [
  {
    eventName: "onPointerDown",
    handler: ({ nativeEvent: event }: PointerEvent, { onActivation }: PointerSensorOptions) => {
      if (event.pointerType === "touch" || !event.isPrimary || event.button !== 0) return false;
      onActivation?.({ event });
      return true;
    },
  },
];

/** Cards move only along their row. */
const alongTheRow: Modifier = ({ transform }) => ({ ...transform, y: 0 });

interface ShownCard {
  id: string;
  name: string;
  background: string;
  textColor: string;
  logoUrl: string | null;
  /** As LinkCard's: a wordmark size shows the name, with the logo small above it. */
  wordmarkSize?: number | null;
  monogram?: string;
}

// What the dashboard's LinkCard shows for the id, resolved here rather than shared: a module the dashboard and this
// on-demand one both import becomes a chunk of its own on the first load, which costs more than these lines.
function shownCard(
  id: string,
  sources: ReadonlyMap<string, CatalogueSource>,
  services: readonly CustomService[],
  dayOfMonth: number,
): ShownCard | null {
  const source = sources.get(id);
  if (source !== undefined) {
    const { logo } = source;
    return {
      id,
      name: source.name,
      background: source.colors.dark,
      textColor: source.colors.text,
      logoUrl: logo === null ? null : resolveLogoUrl(logo, id, dayOfMonth),
      wordmarkSize: source.wordmarkSize,
    };
  }
  const service = services.find((candidate) => candidate.id === id);
  if (service === undefined) return null;
  const monogram = serviceMonogram(service.name);
  return { id, name: service.name, background: serviceColor(service), textColor: serviceTextColor, logoUrl: null, monogram };
}

/** The card's mark over its name, or its app icon above its name, or its name, or its monogram, as on the dashboard (dashboard.css draws each state). */
function CardFace({ card }: { card: ShownCard }) {
  const withName = card.wordmarkSize != null;
  const logo =
    card.logoUrl === null ? null : withName ? (
      <img src={card.logoUrl} alt="" className="pp-card-icon" draggable={false} />
    ) : (
      <svg className="pp-card-logo" role="img" aria-label={card.name}>
        <use href={`${card.logoUrl}#${logoDrawingId}`} width="100%" height="100%" />
      </svg>
    );
  if (withName) {
    return (
      <span className={`pp-card-wordmark pp-fit-${card.wordmarkSize}${logo ? " pp-card-iconed" : ""}`}>
        {card.name}
        {logo}
      </span>
    );
  }
  if (logo) {
    return (
      <>
        <span className="pp-card-name" aria-hidden>
          {card.name}
        </span>
        {logo}
      </>
    );
  }
  return card.monogram === undefined ? (
    <span className="pp-card-name">{card.name}</span>
  ) : (
    <span className="pp-card-monogram" aria-hidden>
      {card.monogram}
    </span>
  );
}

const chevronPaths = {
  left: "M15 6l-6 6l6 6",
  right: "M9 6l6 6l-6 6",
  up: "M6 15l6 -6l6 6",
  down: "M6 9l6 6l6 -6",
} as const;

function Chevron({ pointing }: { pointing: keyof typeof chevronPaths }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={chevronPaths[pointing]} />
    </svg>
  );
}

/**
 * Drag announcements that name the card and its place, instead of dnd-kit's ids. A place is announced when the card
 * reaches it, not again while it stays, so the first "over" (its own place, at pick-up) does not cut "Picked up" short.
 */
function useDragAnnouncements(cards: readonly ShownCard[], t: Translate<ArrangeMessages>): Announcements {
  const announcedPlace = useRef<UniqueIdentifier | null>(null);
  const name = (id: UniqueIdentifier) => cards.find((card) => card.id === id)?.name ?? t("card.unnamed");
  const place = (id: UniqueIdentifier) => ({ position: cards.findIndex((card) => card.id === id) + 1, count: cards.length });
  return {
    onDragStart: ({ active }) => {
      announcedPlace.current = active.id;
      return t("drag.pickedUp", { name: name(active.id), ...place(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (over === null || over.id === announcedPlace.current) return undefined;
      announcedPlace.current = over.id;
      return t("drag.over", { name: name(active.id), ...place(over.id) });
    },
    onDragEnd: ({ active, over }) => t("drag.dropped", { name: name(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t("drag.cancelled", { name: name(active.id), ...place(active.id) }),
  };
}

interface MoveButtonProps {
  name: string;
  icon: ReactNode;
  disabled: boolean;
}

interface MoveButtonsProps {
  earlier: MoveButtonProps;
  later: MoveButtonProps;
  onMove: (step: -1 | 1, button: HTMLButtonElement) => void;
}

/** A pair of move buttons; the impossible move (first or last place) is disabled. */
function MoveButtons({ earlier, later, onMove }: MoveButtonsProps) {
  const move = (step: -1 | 1) => (event: MouseEvent<HTMLButtonElement>) => onMove(step, event.currentTarget);
  return (
    <div className="pp-arrange-moves">
      <Button
        variant="default"
        size="md"
        className="pp-touch pp-arrange-move"
        aria-label={earlier.name}
        disabled={earlier.disabled}
        onClick={move(-1)}
      >
        {earlier.icon}
      </Button>
      <Button
        variant="default"
        size="md"
        className="pp-touch pp-arrange-move"
        aria-label={later.name}
        disabled={later.disabled}
        onClick={move(1)}
      >
        {later.icon}
      </Button>
    </div>
  );
}

interface ArrangeCardProps {
  card: ShownCard;
  position: number;
  count: number;
  onMove: (step: -1 | 1, button: HTMLButtonElement) => void;
}

/** A card as the dashboard draws it, but not a link: the card itself is the drag handle, its buttons move it a place. */
function ArrangeCard({ card, position, count, onMove }: ArrangeCardProps) {
  const t = arrangeMessages.useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    attributes: { roleDescription: t("card.roleDescription") },
  });
  return (
    <li
      ref={setNodeRef}
      className="pp-arrange-item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div
        ref={setActivatorNodeRef}
        className="pp-card pp-arrange-card"
        style={{ "--pp-card-background": card.background, color: card.textColor }}
        {...attributes}
        aria-label={card.monogram === undefined ? undefined : card.name}
        {...listeners}
      >
        <CardFace card={card} />
      </div>
      <MoveButtons
        earlier={{ name: t("card.moveEarlier", { name: card.name }), icon: <Chevron pointing="left" />, disabled: position === 0 }}
        later={{ name: t("card.moveLater", { name: card.name }), icon: <Chevron pointing="right" />, disabled: position === count - 1 }}
        onMove={onMove}
      />
    </li>
  );
}

interface ArrangeRowProps {
  category: Category;
  cards: readonly ShownCard[];
  position: number;
  rowCount: number;
  onMoveRow: (step: -1 | 1, button: HTMLButtonElement) => void;
  onMoveCard: (id: string, step: -1 | 1, button: HTMLButtonElement) => void;
  onReorder: (cardIds: readonly string[]) => void;
}

/** One row: its title with up/down buttons, and its cards in a sortable list of their own, so a drag stays in the row. */
function ArrangeRow({ category, cards, position, rowCount, onMoveRow, onMoveCard, onReorder }: ArrangeRowProps) {
  const frameT = useFrameT();
  const t = arrangeMessages.useTranslate();
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 8 } }),
    // Hold still briefly to pick a card up; a quick swipe scrolls the row instead.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = frameT(categoryTitleKeys[category]);
  const headingId = `pp-arrange-row-${category}`;
  const ids = cards.map((card) => card.id);
  const announcements = useDragAnnouncements(cards, t);
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t("drag.instructions") };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over === null || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  return (
    <section className="pp-category" aria-labelledby={headingId}>
      <div className="pp-arrange-row-head">
        <h2 id={headingId} className="pp-category-title">
          {title}
        </h2>
        <MoveButtons
          earlier={{ name: t("row.moveUp", { title }), icon: <Chevron pointing="up" />, disabled: position === 0 }}
          later={{ name: t("row.moveDown", { title }), icon: <Chevron pointing="down" />, disabled: position === rowCount - 1 }}
          onMove={onMoveRow}
        />
      </div>
      <div className="pp-category-row">
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[alongTheRow]}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragEnd={handleDragEnd}
        >
          <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
            <ul className="pp-category-cards">
              {cards.map((card, index) => (
                <ArrangeCard
                  key={card.id}
                  card={card}
                  position={index}
                  count={cards.length}
                  onMove={(step, button) => onMoveCard(card.id, step, button)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      </div>
    </section>
  );
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
      cards: cardIds.flatMap((id) => shownCard(id, catalogue.byId, services, dayOfMonth) ?? []),
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
