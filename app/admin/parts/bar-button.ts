import { buttonClasses } from "~/components/ui/button-styles";

/**
 * A control in the inbox's top bar: it keeps its one line and its width, and the signed-in
 * address beside them is what gives way on a narrow screen.
 */
export const barButtonClasses = buttonClasses(
  "outline-on-dark",
  "sm",
  "shrink-0 px-3 whitespace-nowrap",
);
