import { describe, expect, it } from "vitest";
import { ArrivalGauge } from "./arrivals";

describe("ArrivalGauge", () => {
  it("counts the arrivals of the last second only", () => {
    let now = 50_000;
    const gauge = new ArrivalGauge(() => now);
    for (let i = 0; i < 30; i += 1) {
      gauge.record();
      now += 20;
    }
    expect(gauge.perSecond()).toBe(30);
    now += 500;
    expect(gauge.perSecond()).toBe(20);
    now += 1_000;
    expect(gauge.perSecond()).toBe(0);
  });

  it("forgets a tenth of a second when the clock comes round to it again", () => {
    let now = 0;
    const gauge = new ArrivalGauge(() => now);
    gauge.record();
    now = 1_000;
    gauge.record();
    expect(gauge.perSecond()).toBe(1);
  });
});
