import { site } from "~content/site";

/** The company's mark and name; `tone` follows the background it sits on. */
export function Logo({
  tone = "light",
  compact = false,
}: {
  tone?: "light" | "dark";
  /** Drop the second line on narrow screens, where the bar also holds call and quote. */
  compact?: boolean;
}) {
  const onDark = tone === "dark";
  return (
    <span className="inline-flex items-center gap-3">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="8" fill={onDark ? "#f7f4ee" : "#13213a"} />
        <path
          d="M8 20 20 10l12 10"
          fill="none"
          stroke="#c2653a"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M13 30V21M20 30V17M27 30V21"
          fill="none"
          stroke={onDark ? "#13213a" : "#f7f4ee"}
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={`text-lg font-bold tracking-tight ${onDark ? "text-on-dark" : "text-ink"}`}
        >
          {site.shortName}
        </span>{" "}
        {/* The space keeps the two lines apart in the link's name; flex ignores it. */}
        <span
          className={`mt-1 text-[0.75rem] font-semibold tracking-[0.12em] whitespace-nowrap uppercase min-[360px]:tracking-[0.14em] ${compact ? "hidden sm:block" : ""} ${onDark ? "text-on-dark-muted" : "text-ink-soft"}`}
        >
          {site.name.replace(`${site.shortName} `, "")}
        </span>
      </span>
    </span>
  );
}
