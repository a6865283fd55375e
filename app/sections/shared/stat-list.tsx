type StatListProps = {
  /** Names the list for screen readers, unless a heading before it does. */
  label?: string;
  stats: readonly { value: string; label: string }[];
  /** The grid's columns and spacing; three cells a row from 640 px by default. */
  className?: string;
};

/** Figures set large in joined cells, the same treatment as the home page's about section. */
export function StatList({ label, stats, className = "sm:grid-cols-3" }: StatListProps) {
  return (
    <dl
      aria-label={label}
      className={`grid gap-px overflow-hidden rounded-card border border-line bg-line ${className}`}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse bg-card p-6 sm:p-8">
          <dt className="mt-2 text-base font-medium text-ink-soft">{stat.label}</dt>
          <dd className="text-figure font-semibold tracking-tight text-ink tabular-nums">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
