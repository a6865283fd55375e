import { describe, expect, it } from "vitest";
import { doctorContext } from "../../tests/support/doctor-context";
import { doctorChecks, exitCode, formatLine, runDoctor } from "./checks";
import type { DoctorCheck } from "./line";

describe("the doctor's list of checks", () => {
  it("takes a new check as one more entry, and a check that throws as a failed line", async () => {
    const twilio: DoctorCheck = async () => [
      { mark: "ok", subject: "Twilio", detail: "the number's webhook points at us" },
    ];
    const broken: DoctorCheck = async () => {
      throw new Error("unexpected answer");
    };
    const lines = await runDoctor(doctorContext(), [twilio, broken]);
    expect(lines).toMatchObject([
      { mark: "ok", subject: "Twilio" },
      { mark: "fail", subject: "Doctor", detail: expect.stringContaining("unexpected answer") },
    ]);
    expect(exitCode(lines)).toBe(1);
    expect(exitCode(lines.slice(0, 1))).toBe(0);
    expect(doctorChecks.length).toBeGreaterThanOrEqual(6);
  });

  it("prints the mark, what was checked, and the fix, with no control character reaching the terminal", () => {
    expect(
      formatLine({ mark: "warn", subject: "DKIM", detail: "not checked", fix: "set it" }),
    ).toBe("warn  DKIM: not checked. To fix: set it");
    expect(formatLine({ mark: "ok", subject: "SPF", detail: "v=spf1 \u001b[2J-all" })).toBe(
      "ok    SPF: v=spf1 ?[2J-all",
    );
  });
});
