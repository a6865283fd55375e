import { brandPaths, type Brand } from "./brand-paths";

/** A brand mark (simple-icons, slimmed by `npm run icons`), drawn in the current text colour. */
export function BrandIcon({ brand, className = "size-5" }: { brand: Brand; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={brandPaths[brand]} />
    </svg>
  );
}
