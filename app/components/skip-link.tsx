import { navCopy } from "~content/navigation";

/** First stop for keyboard users: straight past the navigation to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-control bg-ink px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      {navCopy.skipToContent}
    </a>
  );
}
