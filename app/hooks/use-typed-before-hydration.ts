import { useEffect, type Dispatch, type RefObject, type SetStateAction } from "react";
import type { QuoteFormData } from "~/lib/quote-schema";

const textFields = ["name", "email", "phone", "message"] as const;
type TextField = (typeof textFields)[number];

/**
 * The form is prerendered HTML, so on a slow phone a visitor can type before React has
 * hydrated it. React's state knows nothing of those characters and would wipe them on
 * its next render; this copies them into the state once, right after hydration.
 */
export function useTypedBeforeHydration(
  fields: Record<TextField, RefObject<HTMLInputElement | HTMLTextAreaElement | null>>,
  setData: Dispatch<SetStateAction<QuoteFormData>>,
) {
  useEffect(() => {
    const typed: Partial<Record<TextField, string>> = {};
    for (const field of textFields) {
      const value = fields[field].current?.value;
      if (value) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) setData((current) => ({ ...current, ...typed }));
    // Both are stable, so this runs once, on hydration; later typing arrives via onChange.
  }, [fields, setData]);
}
