import { SearchField } from "~/components/ui/search-field";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { openQuoteDialog } from "~/lib/quote-dialog";
import { routes } from "~contracts/routes";
import { Button } from "~/components/ui/button";
import { useTextTypedBeforeHydration } from "~/hooks/use-typed-before-hydration";
import { LabelByWidth } from "~/components/ui/label-by-width";
import type { allServicesContent } from "~content/all-services";
import { servicePageView, type ServiceView } from "~/lib/services";
import { filterServices } from "./filter-services";
import { narrowPageSize, usePageSize, widePageSize } from "./page-size";
import { ServiceCard } from "./service-card";
import { Icon } from "~/components/icon";

const loadDialog = () => import("./service-dialog");
const ServiceDialog = lazy(loadDialog);

type ServicesBrowserProps = {
  cards: readonly ServiceView[];
  content: typeof allServicesContent;
};

/** Search, the paged grid of service cards, and the detail dialog they open. */
export function ServicesBrowser({ cards, content }: ServicesBrowserProps) {
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  const [pages, setPages] = useState(1);
  const pageSize = usePageSize();
  const [active, setActive] = useState<ServiceView | null>(null);
  const [open, setOpen] = useState(false);

  const matches = filterServices(cards, query);
  // Until the width is known the HTML holds a wide page, and CSS hides its tail on phones.
  const visible = matches.slice(0, (pageSize ?? widePageSize) * pages);
  const remaining = matches.length - visible.length;

  const search = (next: string) => {
    setQuery(next);
    setPages(1);
  };

  // Words typed into the prerendered box before the island woke are the visitor's search.
  useTextTypedBeforeHydration(() => searchRef.current, search);

  const clearSearch = () => {
    search("");
    searchRef.current?.focus();
  };

  // Focus moves to the first card revealed, so keyboard and screen reader users carry on
  // reading where the new cards start; the button itself may be gone on the last page.
  const showMore = () => {
    const firstNew = visible.length;
    flushSync(() => setPages((count) => count + 1));
    gridRef.current?.querySelectorAll<HTMLElement>(":scope > li h2 a")[firstNew]?.focus();
  };

  const openCard = useCallback((card: ServiceView) => {
    setActive(card);
    setOpen(true);
  }, []);

  const beforeWidthKnown = (index: number) =>
    pageSize === null && index >= narrowPageSize * pages ? "max-[992px]:hidden" : "";

  return (
    <div className="container-site pb-16 sm:pb-20">
      <div
        role="search"
        className="noscript:hidden flex flex-col gap-4 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between"
      >
        <div className="w-full sm:max-w-md">
          <SearchField
            id={searchId}
            label={content.searchLabel}
            ref={searchRef}
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder={content.searchPlaceholder}
            autoComplete="off"
            className="min-h-12 w-full rounded-control border border-line-strong bg-card py-2 pr-3 pl-12 text-base text-ink placeholder:text-ink-muted focus:border-focus focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus/30"
          />
        </div>
        <p role="status" className="font-semibold text-ink-soft sm:pb-3">
          {content.resultCount(matches.length)}
        </p>
      </div>

      {matches.length === 0 ? (
        <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-sunk text-ink">
            <Icon name="search-x" className="size-7" />
          </span>
          <h2 className="mt-5 text-h3">{content.empty.heading}</h2>
          <p className="mt-2 text-ink-soft">{content.empty.text(query.trim())}</p>
          <Button variant="secondary" className="mt-6" onClick={clearSearch}>
            {content.empty.clear}
          </Button>
        </div>
      ) : (
        <ul
          ref={gridRef}
          aria-label={content.gridLabel}
          className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          {visible.map((card, index) => (
            <li key={card.slug} className={beforeWidthKnown(index)}>
              <ServiceCard
                service={card}
                variant="grid"
                actionLabel={content.cardAction}
                onOpen={openCard}
                photoTurn={index === 0 ? "lead" : "after-lead"}
              />
            </li>
          ))}
        </ul>
      )}

      {remaining > 0 ? (
        <div className="mt-10 flex justify-center noscript:hidden">
          <Button
            variant="secondary"
            size="lg"
            onClick={showMore}
            // One line on a 320 px phone: the label's size steps down instead of wrapping.
            className="w-full px-4 text-base sm:w-auto sm:px-7 sm:text-lg"
          >
            {pageSize === null ? (
              <LabelByWidth
                label={content.showMore}
                wide={remaining}
                narrow={matches.length - Math.min(matches.length, narrowPageSize * pages)}
                hideWide="max-[992px]:hidden"
                hideNarrow="min-[992px]:hidden"
              />
            ) : (
              content.showMore(remaining)
            )}
          </Button>
        </div>
      ) : null}

      {active ? (
        <Suspense fallback={null}>
          <ServiceDialog
            // The card shows four of the features; its details all five.
            service={{ ...active, features: servicePageView(active.slug).features }}
            open={open}
            onOpenChange={setOpen}
            offerHeading={content.dialog.offerHeading}
            financing={{ badge: content.dialog.financingBadge, note: content.dialog.financingNote }}
            actions={[
              {
                label: content.dialog.servicePage,
                variant: "secondary",
                href: routes.service(active.slug),
              },
              { label: content.dialog.messageUs, variant: "primary", action: "message" },
            ]}
            actionsClassName="grid gap-3 sm:flex sm:justify-end"
            onAction={() => openQuoteDialog({ service: active.slug })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
