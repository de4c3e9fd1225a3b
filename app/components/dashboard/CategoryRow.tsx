import type { ReactNode } from "react";

interface CategoryRowProps {
  /** Unique per page; names the row's heading so the section is labelled by its title. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A category title over a horizontally scrolling row of cards, faded at the right edge to show that it scrolls. */
export function CategoryRow({ id, title, children }: CategoryRowProps) {
  const headingId = `${id}-title`;
  return (
    <section className="pp-category" aria-labelledby={headingId}>
      <h2 id={headingId} className="pp-category-title">
        {title}
      </h2>
      <div className="pp-category-row">
        <ul className="pp-category-cards">{children}</ul>
      </div>
    </section>
  );
}
