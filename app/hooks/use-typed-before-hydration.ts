import { useLayoutEffect, useRef, type RefObject } from "react";

/** What a form's controls held when React took over, by control name. */
export type TypedBeforeHydration = {
  /** Text boxes and text areas that are not empty, and the value of each chosen radio. */
  text: Partial<Record<string, string>>;
  /** The values of ticked checkboxes. */
  checked: Partial<Record<string, string[]>>;
};

function readControls(form: HTMLFormElement): TypedBeforeHydration {
  const typed: TypedBeforeHydration = { text: {}, checked: {} };
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLTextAreaElement && control.name && control.value) {
      typed.text[control.name] = control.value;
    }
    if (!(control instanceof HTMLInputElement) || !control.name) continue;
    if (control.type === "checkbox") {
      if (control.checked)
        typed.checked[control.name] = [...(typed.checked[control.name] ?? []), control.value];
    } else if (control.type === "radio") {
      if (control.checked) typed.text[control.name] = control.value;
    } else if (control.type === "file") {
      // Photos chosen before the form woke are read by the photo picker itself.
    } else if (control.value) {
      typed.text[control.name] = control.value;
    }
  }
  return typed;
}

/**
 * Runs `adopt` once, in the commit that hydrates the island: before the browser paints,
 * and before any later render of a controlled box could write the state's empty value back
 * over letters a visitor typed while the island was waking. The one mechanism every text
 * box of an island that wakes on interaction goes through (decision 202).
 */
function useOnceOnHydration(adopt: () => void) {
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    adopt();
  });
}

/**
 * A form is prerendered HTML, so on a slow phone a visitor can type or tick a box before
 * React has hydrated it. React's state knows nothing of that, and would wipe the text on
 * its next render or send without the ticked box; this hands what the controls hold to
 * the form once, as it hydrates. Later typing arrives via onChange.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  restore: (typed: TypedBeforeHydration) => void,
) {
  useOnceOnHydration(() => {
    if (!form.current) return;
    const typed = readControls(form.current);
    if (Object.keys(typed.text).length > 0 || Object.keys(typed.checked).length > 0) {
      restore(typed);
    }
  });
}

/**
 * The same for one text box outside a form (a search): its text goes to `adopt` as the
 * island hydrates, with whether the box still has focus, so a search typed before React
 * woke is filtered by, and its list open, in the first frame the island draws.
 */
export function useTextTypedBeforeHydration(
  box: () => HTMLInputElement | null,
  adopt: (text: string, focused: boolean) => void,
) {
  useOnceOnHydration(() => {
    const element = box();
    if (element?.value) adopt(element.value, document.activeElement === element);
  });
}
