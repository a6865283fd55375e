type LabelByWidthProps = {
  label: (remaining: number) => string;
  /** The count a wide screen shows, and the one a narrow screen shows. */
  wide: number;
  narrow: number;
  /**
   * Tailwind classes that hide each label on the other side of the breakpoint, written out
   * whole at the call site so the stylesheet holds them.
   */
  hideWide: string;
  hideNarrow: string;
};

/**
 * A count that depends on the page size while only CSS knows the width: the prerendered
 * HTML holds both labels and the stylesheet shows the one that fits, before any script.
 */
export function LabelByWidth({ label, wide, narrow, hideWide, hideNarrow }: LabelByWidthProps) {
  return (
    <>
      <span className={hideWide}>{label(wide)}</span>
      <span className={hideNarrow}>{label(narrow)}</span>
    </>
  );
}
