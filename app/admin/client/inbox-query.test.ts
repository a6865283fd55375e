import { describe, expect, it } from "vitest";
import { inboxQuery } from "~contracts/admin-api";
import {
  arrivedIds,
  defaultInboxQuery,
  inboxCsvUrl,
  inboxSearchParams,
  inboxUrl,
} from "./inbox-query";

describe("inbox query", () => {
  it("asks for the open leads by default", () => {
    expect(inboxUrl(defaultInboxQuery)).toBe("/api/admin/inbox?status=open");
  });

  it("adds a trimmed search only when one is typed", () => {
    expect(inboxSearchParams({ status: "won", q: "  dana  " })).toBe("status=won&q=dana");
    expect(inboxSearchParams({ status: "spam", q: "   " })).toBe("status=spam");
  });

  it("exports the same list it shows", () => {
    const query = { status: "quoted", q: "kitchen & bath" } as const;
    expect(inboxCsvUrl(query)).toBe("/api/admin/inbox.csv?status=quoted&q=kitchen+%26+bath");
  });

  it("sends what the server's schema accepts, even for a search pasted too long", () => {
    const params = new URLSearchParams(inboxSearchParams({ status: "open", q: "x".repeat(500) }));
    const parsed = inboxQuery.safeParse(Object.fromEntries(params));
    expect(parsed.success).toBe(true);
  });
});

describe("arrivedIds", () => {
  it("names the entries a poll brought that the last one did not have", () => {
    const before = [{ id: "b" }, { id: "a" }];
    expect(arrivedIds(before, [{ id: "c" }, { id: "b" }, { id: "a" }])).toEqual(["c"]);
    expect(arrivedIds(before, [{ id: "a" }])).toEqual([]);
  });
});
