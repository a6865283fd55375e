import { useEffect, useRef, type ReactNode } from "react";

/**
 * The h1 of a screen. The island swaps screens without a page load, so focus would stay on
 * a control that no longer exists; the new screen's heading takes it instead, and a screen
 * reader reads where the person now is.
 */
export function ScreenHeading({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      className={`text-2xl font-semibold tracking-tight outline-none sm:text-3xl ${className}`}
    >
      {children}
    </h1>
  );
}
