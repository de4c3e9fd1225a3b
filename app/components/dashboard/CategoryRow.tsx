import { Suspense, type ReactNode } from "react";

interface CategoryRowProps {
  /** Unique per page; names the row's heading so the section is labelled by its title. */
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * A category title over a horizontally scrolling row of cards, faded at the right edge to show that it scrolls. Each row
 * is a Suspense boundary of its own, though nothing in it suspends: React 18 hydrates the server's rows one by one, yielding
 * to the browser between them, and a tap on a card hydrates that row first rather than the whole dashboard at once.
 */
export function CategoryRow({ id, title, children }: CategoryRowProps) {
  const headingId = `${id}-title`;
  return (
    <Suspense>
      <section className="pp-category" aria-labelledby={headingId}>
        <h2 id={headingId} className="pp-category-title">
          {title}
        </h2>
        <div className="pp-category-row">
          <ul className="pp-category-cards">{children}</ul>
        </div>
      </section>
    </Suspense>
  );
}
