import type { SimpleIcon } from "simple-icons";

/** A brand mark from simple-icons, drawn in the current text colour. */
export function BrandIcon({
  icon,
  className = "size-5",
}: {
  icon: SimpleIcon;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={icon.path} />
    </svg>
  );
}
