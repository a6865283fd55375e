/**
 * Key and paste filters of the quote form: the name field takes letters,
 * the phone field takes at most 10 digits. Each filter reports whether it had to drop
 * something, so the field can show its hint.
 */

export const phoneMaxDigits = 10;

/** Letters of any script plus the punctuation real names use: space, apostrophe, hyphen, period. */
const nameChar = /[\p{L}\p{M}' .-]/u;

export type Filtered = { value: string; rejected: boolean };

export function filterName(input: string): Filtered {
  const kept = Array.from(input)
    .filter((char) => nameChar.test(char))
    .join("");
  return { value: kept, rejected: kept.length !== input.length };
}

/**
 * Keeps digits, at most 10. Pasted or autofilled US numbers often carry the +1 country
 * code; for those (`pasted`), dropping the leading 1 keeps the number a visitor meant
 * instead of its first ten digits. Formatting characters are dropped without a hint.
 */
export function filterPhone(input: string, { pasted = false } = {}): Filtered {
  let digits = input.replace(/\D/g, "");
  const onlyFormatting = /^[\s()+.-]*$/.test(input.replace(/\d/g, ""));
  if (pasted && digits.length === phoneMaxDigits + 1 && digits.startsWith("1")) {
    digits = digits.slice(1);
  }
  return { value: digits.slice(0, phoneMaxDigits), rejected: !onlyFormatting };
}

export function isNameChar(char: string): boolean {
  return nameChar.test(char);
}

export function isDigit(char: string): boolean {
  return /^\d$/.test(char);
}

/**
 * A key press that inserts text. Control keys (Backspace, arrows, Tab, Enter) and
 * shortcuts (Ctrl/Cmd+A, C, V, Z) are never filtered.
 */
export function isTextKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The fields whose rules drop characters as they are typed. */
export type FilteredField = "name" | "phone";

/**
 * The name and phone rules, applied to what a visitor typed before the form woke: the
 * keys were not filtered then, so the text is, once, when the form takes it over. The
 * phone is judged as pasted text, since autofill puts a +1 before the number.
 */
export function filterTyped(text: Partial<Record<string, string>>): {
  values: Partial<Record<FilteredField, string>>;
  rejected: FilteredField[];
} {
  const values: Partial<Record<FilteredField, string>> = {};
  const rejected: FilteredField[] = [];
  const rules: [FilteredField, (input: string) => Filtered][] = [
    ["name", filterName],
    ["phone", (input) => filterPhone(input, { pasted: true })],
  ];
  for (const [field, rule] of rules) {
    const typed = text[field];
    if (!typed) continue;
    const filtered = rule(typed);
    values[field] = filtered.value;
    if (filtered.rejected) rejected.push(field);
  }
  return { values, rejected };
}
