// A row of arrange mode: its title with up and down buttons, and its cards in a dnd-kit sortable list of their own.
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
import { useRef, type PointerEvent } from "react";
import { CardContent } from "~/components/dashboard/CardContent";
import type { ShownCard } from "~/components/settings/arrange/CardFace";
import { Chevron, MoveButtons } from "~/components/settings/arrange/MoveButtons";
import { type Category, categoryTitleKeys } from "~/data/categories";
import { useFrameT } from "~/lib/i18n/frame";
import { arrangeMessages } from "~/lib/i18n/messages/arrange/load";
import type { ArrangeMessages } from "~/generated/i18n/arrange/en";
import type { Translate } from "~/lib/i18n/translate";

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
        <CardContent name={card.name} logoUrl={card.logoUrl} wordmarkSize={card.wordmarkSize} monogram={card.monogram} />
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
export function ArrangeRow({ category, cards, position, rowCount, onMoveRow, onMoveCard, onReorder }: ArrangeRowProps) {
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
