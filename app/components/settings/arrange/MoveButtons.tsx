// The move buttons of arrange mode, a pair for each card (left, right) and each row (up, down), with their chevrons.
import { Button } from "@mantine/core";
import type { MouseEvent, ReactNode } from "react";

const chevronPaths = {
  left: "M15 6l-6 6l6 6",
  right: "M9 6l6 6l-6 6",
  up: "M6 15l6 -6l6 6",
  down: "M6 9l6 6l6 -6",
} as const;

/** One of Tabler's chevrons (their paths above), pointing the way its button moves. */
export function Chevron({ pointing }: { pointing: keyof typeof chevronPaths }) {
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
      className={pointing === "left" || pointing === "right" ? "pp-flip-in-rtl" : undefined}
      aria-hidden
    >
      <path d={chevronPaths[pointing]} />
    </svg>
  );
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
export function MoveButtons({ earlier, later, onMove }: MoveButtonsProps) {
  return (
    <div className="pp-arrange-moves">
      {([-1, 1] as const).map((step) => {
        const { name, icon, disabled } = step === -1 ? earlier : later;
        return (
          <Button
            key={step}
            variant="default"
            size="md"
            className="pp-touch pp-arrange-move"
            aria-label={name}
            disabled={disabled}
            onClick={(event: MouseEvent<HTMLButtonElement>) => onMove(step, event.currentTarget)}
          >
            {icon}
          </Button>
        );
      })}
    </div>
  );
}
