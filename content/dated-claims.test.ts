import { describe, expect, it } from "vitest";
import { claims, monthOf, ratingClaim, shortMonthOf } from "./claims";
import { heroContent } from "./home";
import { claimAge, datedClaimLines, datedClaims, type DatedClaim } from "./dated-claims";
import { pages } from "./pages";

const day = (iso: string) => new Date(`${iso}T15:00:00Z`);
const claim = (checkedAt: string | undefined): DatedClaim => ({
  name: "Claimed rating",
  checkedAt,
  where: "claims.rating in content/claims.ts",
});

describe("dated claims", () => {
  it("every claim that ages has a real day, not one still to come", () => {
    // Only the date's presence and shape are checked here: its age only warns.
    for (const line of datedClaimLines(new Date())) {
      expect(line.mark, `${line.subject}: ${line.detail}`).not.toBe("fail");
    }
    expect(datedClaims.map((c) => c.name)).toEqual([
      "Claimed rating and review count",
      "Claimed years in business",
      "Claimed projects completed",
    ]);
  });

  it("is fresh for 90 days, then warns and says where to update it", () => {
    expect(claimAge("2026-08-01", day("2026-10-30"))).toEqual({ state: "fresh", days: 90 });
    expect(claimAge("2026-08-01", day("2026-10-31"))).toEqual({ state: "stale", days: 91 });
    const [line] = datedClaimLines(day("2027-06-01"), [claim("2026-11-26")]);
    expect(line?.mark).toBe("warn");
    expect(line?.fix).toContain("claims.rating in content/claims.ts");
  });

  it("fails on a missing, malformed or future date", () => {
    const today = day("2026-11-26");
    const marks = [undefined, "", "11/26/2026", "2026-02-30", "2026-11-28"].map(
      (checkedAt) => datedClaimLines(today, [claim(checkedAt)])[0]?.mark,
    );
    expect(marks).toEqual(["fail", "fail", "fail", "fail", "fail"]);
    // Tomorrow in UTC is today somewhere east of it.
    expect(claimAge("2026-11-27", today).state).toBe("fresh");
  });

  it("shows the rating with the month it was checked, the description meta included", () => {
    expect(monthOf("2026-11-26")).toBe("November 2026");
    expect(ratingClaim).toBe(
      `${claims.rating.value} from ${claims.rating.count} reviews on Google and Yelp, as of ${monthOf(claims.rating.checkedAt)}`,
    );
    expect(pages.home.description).toContain(ratingClaim);
  });

  it("keeps the month beside the count in the hero's short form", () => {
    expect(shortMonthOf("2026-11-26")).toBe("Nov. 2026");
    expect(shortMonthOf("2026-06-02")).toBe("June 2026");
    expect(heroContent.proof.map((stat) => stat.label)).toContain(
      `${claims.rating.count} reviews as of ${shortMonthOf(claims.rating.checkedAt)}`,
    );
  });
});
