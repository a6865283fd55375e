import { describe, expect, it } from "vitest";
import { adminScheduleCopy } from "~content/admin-schedule";
import type { ScheduleRules } from "~contracts/admin-schedule";
import { checkDraft, fieldOfServer, toDraft } from "./rules-draft";

const errors = adminScheduleCopy.schedule.errors;
const rules: ScheduleRules = {
  windows: [{ weekday: 1, start: "08:00", end: "17:00" }],
  visitMinutes: 60,
  bufferMinutes: 30,
  stepMinutes: 30,
  noticeBusinessDays: 1,
  horizonDays: 14,
  dailyCap: 3,
  daysOff: [{ from: "2027-07-01", to: "2027-07-05" }],
};

describe("the Schedule form's draft", () => {
  it("gives back the rules it was made from", () => {
    expect(checkDraft(toDraft(rules))).toEqual({ rules });
  });

  it("says what is wrong beside each field", () => {
    const draft = toDraft(rules);
    draft.numbers.dailyCap = "0";
    draft.numbers.visitMinutes = "62";
    draft.numbers.horizonDays = "two";
    draft.windows[0] = { ...draft.windows[0], key: 1, weekday: "1", start: "09:00", end: "08:30" };
    draft.daysOff[0] = { key: 2, from: "2027-07-05", to: "2027-07-01" };
    draft.daysOff.push({ key: 3, from: "", to: "2027-08-01" });
    expect(checkDraft(draft).errors).toEqual({
      dailyCap: errors.range(1, 20),
      visitMinutes: errors.multiple(5),
      horizonDays: errors.whole,
      "windows.0.end": errors.order,
      "daysOff.0.to": errors.dateOrder,
      "daysOff.1.from": errors.date,
    });
  });

  it("keeps to the bounds the contract states (the server's test holds its schema to them)", () => {
    for (const [rule, low, high] of [
      ["visitMinutes", 5, 480],
      ["bufferMinutes", 0, 240],
      ["stepMinutes", 5, 240],
      ["noticeBusinessDays", 0, 30],
      ["horizonDays", 1, 60],
      ["dailyCap", 1, 20],
    ] as const) {
      const step = rule.endsWith("Minutes") ? 5 : 1;
      for (const [value, ok] of [
        [low, true],
        [high, true],
        [low - step, false],
        [high + step, false],
      ] as const) {
        const draft = toDraft(rules);
        draft.numbers[rule] = String(value);
        expect(checkDraft(draft).errors === undefined, `${rule} ${value}`).toBe(ok);
      }
    }
  });

  it("reads the server's field as the form's", () => {
    expect(fieldOfServer("windows.0")).toBe("windows.0.end");
    expect(fieldOfServer("daysOff.3")).toBe("daysOff.3.to");
    expect(fieldOfServer("windows.1.weekday")).toBe("windows.1.start");
    expect(fieldOfServer("dailyCap")).toBe("dailyCap");
    expect(fieldOfServer(undefined)).toBeUndefined();
  });
});
