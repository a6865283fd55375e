import { Icon } from "~/components/icon";

type FeatureGridProps = {
  items: readonly string[];
  /**
   * "row": a service's five scope items, one row on a laptop; "columns": a longer list in
   * two columns beside a photo.
   */
  layout: "row" | "columns";
};

// Static class names, so Tailwind sees them.
const layouts = {
  row: {
    list: "mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5",
    item: "flex gap-4 rounded-card border border-line bg-surface p-5 sm:last:odd:col-span-2 lg:flex-col lg:gap-5 lg:last:odd:col-span-1",
    mark: "inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-success-soft text-success",
    text: "self-center font-semibold text-ink lg:self-start",
  },
  columns: {
    list: "mt-10 grid gap-3 sm:grid-cols-2",
    item: "flex items-center gap-4 rounded-card border border-line bg-surface p-4",
    mark: "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-success-soft text-success",
    text: "font-semibold text-ink",
  },
} as const;

/** What a service includes, each item a small card with a check mark. */
export function FeatureGrid({ items, layout }: FeatureGridProps) {
  const classes = layouts[layout];
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <span aria-hidden="true" className={classes.mark}>
            <Icon name="check" className="size-5" />
          </span>
          <span className={classes.text}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
