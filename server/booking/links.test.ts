import { describe, expect, it } from "vitest";
import { bookingToken, linkAlive, readBookingToken } from "./links";

const key = "k".repeat(64);
const day = 86_400_000;

describe("the booking link", () => {
  it("names its lead and is refused when forged, altered or signed with another key", () => {
    const token = bookingToken(key, "ABCD-EFGH-JKLM");
    expect(readBookingToken(key, token)).toBe("ABCD-EFGH-JKLM");
    expect(readBookingToken("x".repeat(64), token)).toBeUndefined();
    expect(readBookingToken(key, token.replace("ABCD", "ABCE"))).toBeUndefined();
    expect(readBookingToken(key, `${token}x`)).toBeUndefined();
    expect(readBookingToken(key, "ABCD-EFGH-JKLM")).toBeUndefined();
  });

  it("lives 30 days without a visit, and a day after the visit once one is booked", () => {
    const created = Date.parse("2027-03-01T12:00:00Z");
    expect(linkAlive({ leadCreatedAt: created, visitEnd: undefined }, created + 29 * day)).toBe(
      true,
    );
    expect(linkAlive({ leadCreatedAt: created, visitEnd: undefined }, created + 30 * day)).toBe(
      false,
    );
    const visitEnd = created + 40 * day;
    expect(linkAlive({ leadCreatedAt: created, visitEnd }, visitEnd + day - 1)).toBe(true);
    expect(linkAlive({ leadCreatedAt: created, visitEnd }, visitEnd + day)).toBe(false);
  });
});
