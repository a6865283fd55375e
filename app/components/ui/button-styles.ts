/**
 * Button looks shared by <button>, <a> and router <Link>, so a link that acts as a call to
 * action looks exactly like a button without pretending to be one.
 */
export type ButtonVariant =
  "primary" | "secondary" | "ghost" | "danger" | "danger-quiet" | "on-dark" | "outline-on-dark";
export type ButtonSize = "md" | "lg" | "sm";

const base =
  "inline-flex select-none items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap " +
  "transition-[background-color,border-color,color,box-shadow,transform] duration-200 ease-out " +
  "active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-white shadow-sm hover:bg-accent-hover",
  secondary: "border border-line-strong bg-card text-ink hover:border-ink hover:bg-surface",
  ghost: "text-ink hover:bg-ink/5",
  // For what cannot be undone (erasing a person in the owner's inbox), never the accent.
  danger: "bg-error text-white shadow-sm hover:bg-[#931f18]",
  "danger-quiet":
    "border border-error/50 bg-card text-error hover:border-error hover:bg-error-soft",
  "on-dark": "bg-on-dark text-ink hover:bg-white",
  "outline-on-dark": "border border-on-dark/60 text-on-dark hover:border-on-dark hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-4 text-sm",
  md: "min-h-12 px-5 text-base",
  lg: "min-h-14 px-7 text-lg",
};

export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(" ");
}
