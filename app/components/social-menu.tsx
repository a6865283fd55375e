import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { socialCopy } from "~content/navigation";
import { site } from "~content/site";
import {
  shutAttribute,
  socialMenuId,
  socialMenuWideQuery as wideQuery,
} from "~/lib/menus-before-hydration";
import { Icon } from "./icon";

const YelpDialog = lazy(() => import("./yelp-dialog"));
const loadYelpDialog = () => void import("./yelp-dialog");

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(wideQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const noSubscription = () => () => {};

function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(wideQuery).matches,
    () => false,
  );
}

/**
 * Closed, the menu is a tab at the left edge no wider than the page's side margin (20 px
 * on phones, 32 px from 768 px), so it never sits over text or a control at any scroll
 * position. On phones a quarter of it hides past the edge: the 24 px a finger needs, with
 * only the margin's 20 px showing.
 */
const closedTabClasses =
  "-ml-1 h-12 w-6 rounded-r-card border-l-0 pl-1 min-[769px]:ml-0 min-[769px]:w-8 min-[769px]:pl-0";
const openToggleClasses = "mt-2 ml-1 size-11 rounded-full";
/**
 * Before the width is known to a script, CSS knows it: the HTML draws the menu closed on
 * phones and tablets and open from 1280 px, so a wide screen shows its links from the
 * first paint.
 */
const byWidthToggleClasses =
  "-ml-1 h-12 w-6 rounded-r-card border-l-0 pl-1 min-[769px]:ml-0 min-[769px]:w-8 min-[769px]:pl-0 min-[1280px]:mt-2 min-[1280px]:ml-1 min-[1280px]:size-11 min-[1280px]:rounded-full min-[1280px]:border-l min-[1280px]:pl-0";
const onlyNarrow = "min-[1280px]:hidden";
// Tailwind's max-[...] variants are "narrower than": max-[1280px] ends at 1279 px.
const onlyWide = "max-[1280px]:hidden";

/** Open, closed, or as wide as the screen says (the HTML, until a script knows). */
type Openness = boolean | "by-width";

const itemClasses =
  "inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors duration-200 hover:bg-ink/8 hover:text-accent";

function ExternalItem({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={itemClasses}
        title={label}
      >
        {children}
        <span className="sr-only">
          {label} {socialCopy.newTab}
        </span>
      </a>
    </li>
  );
}

const toggleClasses: Record<string, string> = {
  true: openToggleClasses,
  false: closedTabClasses,
  "by-width": byWidthToggleClasses,
};

/**
 * The toggle's icon and name; drawn twice while CSS decides, the open face first (app.css
 * draws the closed one when the menu was shut before React woke).
 */
function ToggleFace({ openness }: { openness: Openness }) {
  const byWidth = openness === "by-width";
  const hide = byWidth ? onlyWide : "";
  const show = byWidth ? onlyNarrow : "";
  return (
    <>
      {openness !== false ? (
        <>
          <Icon name="chevron-left" className={`size-5 ${hide}`} />
          <span className={`sr-only ${hide}`}>{socialCopy.hide}</span>
        </>
      ) : null}
      {openness !== true ? (
        <>
          <Icon name="share-2" className={`size-3.5 min-[769px]:size-5 ${show}`} />
          <span className={`sr-only ${show}`}>{socialCopy.show}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * A small social menu on every page. It opens by default on wide screens and gets out of
 * the way as soon as the visitor scrolls, presses Escape, clicks or tabs elsewhere.
 */
export function SocialMenu() {
  const wide = useWideScreen();
  // Marks the moment the menu came alive (tests wait for it before they interact).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  /** The visitor's own choice (or a closing rule) overrides the width-based default. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [yelpOpen, setYelpOpen] = useState(false);
  const [yelpRequested, setYelpRequested] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const yelpOpenRef = useRef(false);
  const listId = useId();
  const openness: Openness = choice ?? (hydrated ? wide : "by-width");
  const open = openness === true;

  // The ref changes in the same event as the state, before the dialog's own handlers run.
  const setYelp = (next: boolean) => {
    yelpOpenRef.current = next;
    setYelpOpen(next);
  };

  // A visitor may have closed the menu before React woke (Escape, a scroll, focus leaving:
  // app/lib/menus-before-hydration.ts). Adopted before the first paint of the hydrated
  // menu, and again once it knows the width, since the page script acts until then.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root?.hasAttribute(shutAttribute)) return;
    root.removeAttribute(shutAttribute);
    setChoice(false);
  }, [hydrated]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    // While the Yelp dialog is up, its own Escape, overlay click and focus trap are at
    // work; the menu stays open so focus can return to the Yelp button.
    const close = () => {
      if (!yelpOpenRef.current) setChoice(false);
    };
    const startY = window.scrollY;
    const onScroll = () => {
      if (window.scrollY !== startY) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || yelpOpenRef.current) return;
      const hadFocus = root.contains(document.activeElement);
      close();
      if (hadFocus) toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // No related target means the window lost focus, not that the visitor moved on.
      if (next instanceof Node && !root.contains(next)) close();
    };
    // Capture phase on window: these run before the Yelp dialog's own Escape and outside
    // click handlers, which would otherwise close it first and let the menu close too.
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("keydown", onKeyDown, true);
    window.addEventListener("pointerdown", onPointerDown, true);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("keydown", onKeyDown, true);
      window.removeEventListener("pointerdown", onPointerDown, true);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      id={socialMenuId}
      data-open={openness}
      data-hydrated={hydrated}
      className="fixed top-1/2 left-0 z-30 flex -translate-y-1/2 flex-col items-start"
    >
      <nav
        id={listId}
        aria-label={socialCopy.label}
        hidden={openness === false}
        className={`rounded-r-card border border-l-0 border-line bg-card/95 p-1 shadow-raised backdrop-blur-md ${openness === "by-width" ? onlyWide : ""}`}
      >
        <ul className="flex flex-col gap-1">
          <ExternalItem href={site.social.facebook} label={socialCopy.facebook}>
            <Icon name="facebook" className="size-5" />
          </ExternalItem>
          <ExternalItem href={site.social.instagram} label={socialCopy.instagram}>
            <Icon name="instagram" className="size-5" />
          </ExternalItem>
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              title={socialCopy.yelp}
              className={itemClasses}
              onPointerEnter={loadYelpDialog}
              onFocus={loadYelpDialog}
              onClick={() => {
                setYelpRequested(true);
                setYelp(true);
              }}
            >
              <Icon name="yelp" className="size-5" />
              <span className="sr-only">{socialCopy.yelp}</span>
            </button>
          </li>
          <ExternalItem href={site.social.google} label={socialCopy.google}>
            <Icon name="google" className="size-5" />
          </ExternalItem>
        </ul>
      </nav>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={openness === "by-width" ? undefined : open}
        aria-controls={listId}
        // The width is read at the click: a click replayed while React is still hydrating
        // sees the HTML's "by width" state, not the screen's.
        onClick={() => setChoice(!(choice ?? window.matchMedia(wideQuery).matches))}
        className={`inline-flex items-center justify-center border border-line bg-card/95 text-ink shadow-raised backdrop-blur-md transition-colors duration-200 hover:text-accent ${toggleClasses[String(openness)]}`}
      >
        <ToggleFace openness={openness} />
      </button>
      {yelpRequested ? (
        <Suspense fallback={null}>
          <YelpDialog open={yelpOpen} onOpenChange={setYelp} />
        </Suspense>
      ) : null}
    </div>
  );
}
