import type { GalleryContent } from "~content/gallery";
import { Icon } from "~/components/icon";

export type GalleryView = "gallery" | "beforeAfter";

type ViewSwitchProps = {
  view: GalleryView;
  onChange: (view: GalleryView) => void;
  content: GalleryContent["views"];
};

const optionClasses =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-base font-semibold transition-colors duration-200 " +
  "aria-pressed:bg-ink aria-pressed:text-on-dark aria-[pressed=false]:text-ink-soft aria-[pressed=false]:hover:bg-ink/5";

/** Two toggle buttons rather than tabs: each view is a whole page section, not a panel set. */
export function ViewSwitch({ view, onChange, content }: ViewSwitchProps) {
  return (
    <div
      role="group"
      aria-label={content.label}
      className="inline-flex rounded-full border border-line bg-card p-1 shadow-card"
    >
      <button
        type="button"
        aria-pressed={view === "gallery"}
        onClick={() => onChange("gallery")}
        className={optionClasses}
      >
        <Icon name="layout-grid" className="size-4" />
        {content.gallery}
      </button>
      <button
        type="button"
        aria-pressed={view === "beforeAfter"}
        onClick={() => onChange("beforeAfter")}
        className={optionClasses}
      >
        <Icon name="columns" className="size-4" />
        {content.beforeAfter}
      </button>
    </div>
  );
}
