type SectionHeadingProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  heading: string;
  lead?: string;
  tone?: "light" | "dark";
  className?: string;
};

/** Eyebrow, h2 and lead of a home section: one rhythm for every band. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  lead,
  tone = "light",
  className = "",
}: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={`max-w-2xl ${className}`}>
      <p className={dark ? "eyebrow text-on-dark-muted" : "eyebrow"}>{eyebrow}</p>
      <h2 id={id} className={`mt-3 text-h2 ${dark ? "text-on-dark" : ""}`}>
        {heading}
      </h2>
      {lead ? (
        <p className={`mt-4 text-lg ${dark ? "text-on-dark-muted" : "text-ink-soft"}`}>{lead}</p>
      ) : null}
    </div>
  );
}
