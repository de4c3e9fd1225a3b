import { Title } from "@mantine/core";
import type { ReactNode } from "react";

interface DebugSectionProps {
  /** The heading's id, which labels the section. */
  headingId: string;
  title: string;
  /** debug.css's grid for the fields ("build" for a few short ones); the default fits the device's many. */
  layout?: "build";
  /** ReadOnlyFields. */
  children: ReactNode;
}

/** One section of the diagnostics page: a heading over a grid of read-only fields. */
export function DebugSection({ headingId, title, layout, children }: DebugSectionProps) {
  return (
    <section className="pp-debug-section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      <div className="pp-debug-fields" data-layout={layout}>
        {children}
      </div>
    </section>
  );
}
