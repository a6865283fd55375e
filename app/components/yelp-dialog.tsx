import { site } from "~content/site";
import { socialCopy, yelpDialogCopy } from "~content/navigation";
import { Dialog } from "./ui/dialog";
import { Icon } from "./icon";

type YelpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const links = [
  {
    href: site.social.yelp,
    label: yelpDialogCopy.businessPage,
    note: yelpDialogCopy.businessPageNote,
  },
  {
    href: site.social.yelpNotRecommended,
    label: yelpDialogCopy.notRecommended,
    note: yelpDialogCopy.notRecommendedNote,
  },
] as const;

/**
 * Yelp splits a business's reviews between its page and a "not recommended" page; this
 * dialog offers both, so a visitor sees every review. Loaded on demand (default export).
 */
export function YelpDialog({ open, onOpenChange }: YelpDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={yelpDialogCopy.title}
      description={yelpDialogCopy.description}
      size="sm"
    >
      <ul className="mt-3 grid gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex min-h-16 items-center gap-4 rounded-control border border-line bg-card p-4 transition-colors duration-200 hover:border-ink hover:bg-surface"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunk text-ink">
                <Icon name="yelp" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{link.label}</span>
                <span className="block text-base text-ink-muted">{link.note}</span>
                <span className="sr-only"> {socialCopy.newTab}</span>
              </span>
              <Icon
                name="arrow-up-right"
                className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
              />
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

export default YelpDialog;
