/**
 * States a visitor or the page brings about later, and states of a form control: a rule
 * written for one is used as soon as its element is on the page.
 */
const states =
  /(?<!\\):(?:hover|focus|focus-visible|focus-within|active|visited|link|any-link|target|checked|indeterminate|default|disabled|enabled|invalid|valid|user-invalid|user-valid|required|optional|read-only|read-write|placeholder-shown|autofill|open|popover-open|modal|fullscreen)(?![\w-])/g;

/** Pseudo-elements, in both spellings; a parenthesized argument goes with its name. */
const pseudoElements =
  /(?<!\\)(?:::[\w-]+(?:\([^)]*\))?|:(?:before|after|first-line|first-letter)(?![\w-]))/g;

/**
 * The selector that finds the elements a rule of `selector` draws, for matching against a
 * page's HTML (decision 224): a state becomes `:is(*)`, so `.group:hover .x`,
 * `:has(:checked)` and `a:focus-visible` stay valid and match what they may one day style;
 * a pseudo-element is dropped for the element that owns it. A selector with nothing left,
 * such as `::placeholder` or `:focus-visible` alone, names any element.
 *
 * Beasties' own normalizer drops every pseudo-class, and a parenthesized one with all that
 * follows it on the line, which loses Tailwind's `:is(:where(.group):hover ...)` variants and
 * the page's focus ring. Escaped colons in class names (`.hover\:underline`) are kept.
 */
export function elementSelector(selector: string): string {
  const bare = selector.replace(pseudoElements, "").replace(states, ":is(*)").trim();
  if (bare === "" || bare === ":is(*)") return "*";
  // A selector that ended in a combinator before its pseudo-element (`.x > ::after`).
  return /[>+~]$/.test(bare) ? `${bare} *` : bare;
}
