import type { ReactNode } from "react";

/** A round badge holding a decorative pictogram. */
export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface-sunk text-ink"
    >
      {children}
    </span>
  );
}

/** How a list of icon cards is laid out: its grid, each card, and where the badge stands. */
export type IconCardLook = {
  list: string;
  item: string;
  /** "row": the badge beside the words; "stack": the badge above them. */
  layout: "row" | "stack";
  /** Spacing above the title in a stack. */
  title?: string;
};

type IconCardListProps<T extends { title: string; text: string }> = {
  items: readonly T[];
  badge: (item: T) => ReactNode;
  look: IconCardLook;
};

/** A list of cards, each a pictogram, a short title and a line or two about it. */
export function IconCardList<T extends { title: string; text: string }>({
  items,
  badge,
  look,
}: IconCardListProps<T>) {
  return (
    <ul className={look.list}>
      {items.map((item) =>
        look.layout === "row" ? (
          <li key={item.title} className={look.item}>
            {badge(item)}
            <div>
              <h3 className="text-h3">{item.title}</h3>
              <p className="mt-1 text-ink-soft">{item.text}</p>
            </div>
          </li>
        ) : (
          <li key={item.title} className={look.item}>
            {badge(item)}
            <h3 className={`${look.title ?? "mt-4"} text-h3`}>{item.title}</h3>
            <p className="mt-2 text-ink-soft">{item.text}</p>
          </li>
        ),
      )}
    </ul>
  );
}
