import { describe, expect, it } from "vitest";
import { claims } from "../../content/claims";
import { doctorContext } from "../../tests/support/doctor-context";
import { doctorChecks } from "./checks";
import { datedClaimsCheck } from "./dated-claims";

const at = (now: Date) => doctorContext({}, { now });

describe("the doctor's dated claims", () => {
  it("is one of the doctor's checks", () => {
    expect(doctorChecks).toContain(datedClaimsCheck);
  });

  it("passes on the day the rating was checked", async () => {
    const lines = await datedClaimsCheck(at(new Date(`${claims.rating.checkedAt}T12:00:00Z`)));
    expect(lines[0]).toMatchObject({ mark: "ok", subject: "Claimed rating and review count" });
  });

  it("warns a year later, and says where to update each claim", async () => {
    const later = new Date(`${claims.rating.checkedAt}T12:00:00Z`);
    later.setUTCFullYear(later.getUTCFullYear() + 1);
    const lines = await datedClaimsCheck(at(later));
    expect(lines.map((line) => line.mark)).toEqual(["warn", "warn", "warn"]);
    expect(lines[0]?.fix).toContain("content/claims.ts");
  });
});
