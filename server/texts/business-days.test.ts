import { expect, it } from "vitest";
import { honorBy } from "./business-days";

it("counts 10 business days, skipping weekends", () => {
  // Wednesday 2025-06-04 → two full weeks later, Wednesday 2025-06-18.
  expect(honorBy("2025-06-04T15:00:00.000Z")).toBe("2025-06-18T15:00:00.000Z");
  // Saturday → the Friday after next.
  expect(honorBy("2025-06-07T10:00:00.000Z")).toBe("2025-06-20T10:00:00.000Z");
});
