// Arrange mode in English, screen-reader texts included: the source of keys and placeholders. It loads with arrange
// mode, in the driver's language only.

export const arrangeEn = {
  title: "Arrange the dashboard",
  intro: "Drag a card along its row (on a touch screen, hold it first), or use the arrow buttons.",
  done: "Done",
  "row.moveUp": "Move {title} up",
  "row.moveDown": "Move {title} down",
  "card.moveEarlier": "Move {name} earlier",
  "card.moveLater": "Move {name} later",
  "card.roleDescription": "movable card",
  "card.unnamed": "The card",
  "status.rowMoved": "{title} moved to row {position} of {count}.",
  "status.cardMoved": "{name} moved to position {position} of {count} in {row}.",
  "drag.instructions":
    "To pick up a card, press Space or Enter. Move it along its row with the left and right arrow keys, then press Space or Enter to drop it, or Escape to cancel.",
  "drag.pickedUp": "Picked up {name} at position {position} of {count}.",
  "drag.over": "{name} is over position {position} of {count}.",
  "drag.dropped": "{name} dropped at position {position} of {count}.",
  "drag.cancelled": "Moving {name} was cancelled. It stays at position {position} of {count}.",
} as const;

export type ArrangeMessages = typeof arrangeEn;
