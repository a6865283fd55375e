import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../config";
import { bookingFields } from "./booking";

const schema = z.object(bookingFields);

describe("the booking's settings", () => {
  it("read CALENDAR_FEEDS_ALLOW_LOCAL=1 as on; unset, empty or 0 as off", () => {
    expect(schema.parse({}).CALENDAR_FEEDS_ALLOW_LOCAL).toBe(false);
    expect(schema.parse({ CALENDAR_FEEDS_ALLOW_LOCAL: "" }).CALENDAR_FEEDS_ALLOW_LOCAL).toBe(false);
    expect(schema.parse({ CALENDAR_FEEDS_ALLOW_LOCAL: "0" }).CALENDAR_FEEDS_ALLOW_LOCAL).toBe(
      false,
    );
    expect(schema.parse({ CALENDAR_FEEDS_ALLOW_LOCAL: "1" }).CALENDAR_FEEDS_ALLOW_LOCAL).toBe(true);
  });

  it("refuse any other value, so a typo never opens local feeds silently", () => {
    expect(schema.safeParse({ CALENDAR_FEEDS_ALLOW_LOCAL: "yes" }).success).toBe(false);
  });

  it("reach the server's config", () => {
    const config = loadConfig({ NODE_ENV: "test", CALENDAR_FEEDS_ALLOW_LOCAL: "1" });
    expect(config.CALENDAR_FEEDS_ALLOW_LOCAL).toBe(true);
  });
});
