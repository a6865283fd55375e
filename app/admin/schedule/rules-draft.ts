import { adminScheduleCopy } from "~content/admin-schedule";
import {
  numberRules,
  type NumberRule,
  scheduleLimits,
  type ScheduleRules,
} from "~contracts/admin-schedule";

/**
 * The Schedule form's draft: what the owner typed, as text, checked here before it is sent
 * so each error is said beside its field. The server checks again (rules-schema.ts); its
 * refusal names a field as `fieldOfServer` reads it.
 */

export type WindowDraft = { key: number; weekday: string; start: string; end: string };
export type DaysOffDraft = { key: number; from: string; to: string };
export type RulesDraft = {
  windows: WindowDraft[];
  numbers: Record<NumberRule, string>;
  daysOff: DaysOffDraft[];
};
/** Field keys: "dailyCap", "windows.2.end", "daysOff.0.from", "windows", "daysOff". */
export type DraftErrors = Record<string, string>;

const errors = adminScheduleCopy.schedule.errors;
let nextKey = 1;
/** A React key for a new row: rows are added and removed, so their index will not do. */
export const rowKey = () => nextKey++;

export function toDraft(rules: ScheduleRules): RulesDraft {
  return {
    windows: rules.windows.map((w) => ({ key: rowKey(), ...w, weekday: String(w.weekday) })),
    numbers: Object.fromEntries(numberRules.map((rule) => [rule, String(rules[rule])])) as Record<
      NumberRule,
      string
    >,
    daysOff: rules.daysOff.map((d) => ({ key: rowKey(), ...d })),
  };
}

/** The id of a field's control, and its error is `${id}-error`. */
export const fieldId = (key: string) => `schedule-${key.replaceAll(".", "-")}`;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function numberError(rule: NumberRule, text: string): string | undefined {
  const { min, max, step } = scheduleLimits[rule];
  if (!/^\d+$/.test(text.trim())) return errors.whole;
  const value = Number(text.trim());
  if (value < min || value > max) return errors.range(min, max);
  if (value % step !== 0) return errors.multiple(step);
  return undefined;
}

/** The rules to send, or the errors by field, in the order the form shows them. */
export function checkDraft(
  draft: RulesDraft,
): { rules: ScheduleRules; errors?: undefined } | { errors: DraftErrors } {
  const found: DraftErrors = {};
  if (draft.windows.length > scheduleLimits.windows) {
    found.windows = errors.tooMany(scheduleLimits.windows);
  }
  draft.windows.forEach((w, i) => {
    if (!hhmm.test(w.start)) found[`windows.${i}.start`] = errors.time;
    if (!hhmm.test(w.end)) found[`windows.${i}.end`] = errors.time;
    else if (hhmm.test(w.start) && w.start >= w.end) found[`windows.${i}.end`] = errors.order;
  });
  for (const rule of numberRules) {
    const problem = numberError(rule, draft.numbers[rule]);
    if (problem) found[rule] = problem;
  }
  if (draft.daysOff.length > scheduleLimits.daysOff) {
    found.daysOff = errors.tooMany(scheduleLimits.daysOff);
  }
  draft.daysOff.forEach((d, i) => {
    if (!isoDate.test(d.from)) found[`daysOff.${i}.from`] = errors.date;
    if (!isoDate.test(d.to)) found[`daysOff.${i}.to`] = errors.date;
    else if (isoDate.test(d.from) && d.from > d.to) found[`daysOff.${i}.to`] = errors.dateOrder;
  });
  if (Object.keys(found).length > 0) return { errors: found };
  const numbers = Object.fromEntries(
    numberRules.map((rule) => [rule, Number(draft.numbers[rule].trim())]),
  ) as Record<NumberRule, number>;
  return {
    rules: {
      windows: draft.windows.map(({ weekday, start, end }) => ({
        weekday: Number(weekday),
        start,
        end,
      })),
      ...numbers,
      daysOff: draft.daysOff.map(({ from, to }) => ({ from, to })),
    },
  };
}

/**
 * The form's field for the server's refusal: a window or a stretch refused whole ("windows.0",
 * by its order check) is said beside its end.
 */
export function fieldOfServer(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const whole = /^(windows|daysOff)\.(\d+)$/.exec(field);
  if (whole) return `${field}.${whole[1] === "windows" ? "end" : "to"}`;
  return field.replace(/^(windows|daysOff)\.(\d+)\.weekday$/, "$1.$2.start");
}
