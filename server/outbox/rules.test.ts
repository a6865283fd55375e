import { describe, expect, it } from "vitest";
import { backoffMs, nextState, type RetrySettings, type RuledRow } from "./rules";
import { defaultTimings } from "./timings";

const settings: RetrySettings = {
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  retryWindowMs: 2 * 60 * 60_000,
  confirmDelayMs: 5_000,
};

const queued = "2026-03-02T10:00:00.000Z";
const lead: RuledRow = { kind: "contact", attempts: 0, queued_at: null, created_at: queued };
const digest: RuledRow = { ...lead, kind: "digest" };

/** The clock `ms` after the row was queued. */
const after = (ms: number) => new Date(Date.parse(queued) + ms);
const minutes = (n: number) => n * 60_000;

describe("backoffMs", () => {
  it("doubles from the base delay up to the cap", () => {
    const timings = { ...defaultTimings, baseDelayMs: 1_000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, timings))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});

describe("after a send", () => {
  it("a message that went out is delivered, with its attempt recorded", () => {
    const next = nextState({ ...lead, attempts: 2 }, { kind: "sent" }, after(1_000), settings);
    expect(next).toEqual({
      row: {
        status: "delivered",
        attempts: 3,
        last_error: null,
        delivered_at: "2026-03-02T10:00:01.000Z",
      },
      attempt: { number: 3, ok: true, error: null },
    });
  });

  it("a digest that went out delivers every lead it lists", () => {
    const next = nextState(digest, { kind: "sent" }, after(1_000), settings);
    expect(next.row.status).toBe("delivered");
    expect(next.members).toEqual({
      status: "delivered",
      last_error: null,
      delivered_at: "2026-03-02T10:00:01.000Z",
    });
  });

  it("a message the provider queued is looked up after the first wait, never sent again", () => {
    const next = nextState(digest, { kind: "accepted", externalId: "SM1" }, after(0), settings);
    expect(next).toEqual({
      row: {
        status: "confirming",
        attempts: 1,
        last_error: null,
        external_id: "SM1",
        next_attempt_at: "2026-03-02T10:00:05.000Z",
      },
      attempt: { number: 1, ok: true, error: null },
    });
  });

  it("a message not needed (the address was thanked today) is skipped, with no attempt", () => {
    expect(nextState(lead, { kind: "skipped" }, after(0), settings)).toEqual({
      row: { status: "skipped" },
    });
  });

  it("an attacker's text past the hourly cap is skipped with its reason, with no attempt", () => {
    const outcome = { kind: "skipped", reason: "skipped: hourly cap" } as const;
    expect(nextState(lead, outcome, after(0), settings)).toEqual({
      row: { status: "skipped", last_error: "skipped: hourly cap" },
    });
  });

  it("a message that may not go yet waits for its moment, with no attempt and nothing failed", () => {
    const until = new Date("2026-03-03T15:00:00.000Z");
    const retried = { ...lead, attempts: 1 };
    expect(nextState(retried, { kind: "deferred", until }, after(0), settings)).toEqual({
      row: { status: "pending", next_attempt_at: "2026-03-03T15:00:00.000Z" },
    });
  });

  it("a refusal inside the retry window waits twice as long as the last before a retry", () => {
    const refused = { kind: "refused", error: "Error: 503", permanent: false } as const;
    const next = nextState({ ...lead, attempts: 2 }, refused, after(minutes(10)), settings);
    expect(next).toEqual({
      row: {
        status: "pending",
        attempts: 3,
        last_error: "Error: 503",
        next_attempt_at: after(minutes(10) + minutes(4)).toISOString(),
      },
      attempt: { number: 3, ok: false, error: "Error: 503" },
    });
  });

  it("a refused digest inside the window leaves its leads held", () => {
    const refused = { kind: "refused", error: "Error: 503", permanent: false } as const;
    expect(nextState(digest, refused, after(0), settings).members).toBeUndefined();
  });

  it("a refusal no retry can cure fails the row at its first attempt", () => {
    const refused = { kind: "refused", error: "TwilioError: landline", permanent: true } as const;
    const next = nextState(lead, refused, after(0), settings);
    expect(next.row).toMatchObject({ status: "failed", attempts: 1, last_error: refused.error });
    expect(next.attempt).toEqual({ number: 1, ok: false, error: refused.error });
  });

  it("a refusal once the window has run out fails the row, and a digest's leads with it", () => {
    const refused = { kind: "refused", error: "Error: 451", permanent: false } as const;
    const next = nextState(digest, refused, after(settings.retryWindowMs), settings);
    expect(next.row).toMatchObject({ status: "failed", last_error: "Error: 451" });
    expect(next.members).toEqual({
      status: "failed",
      last_error: "Error: 451",
      delivered_at: null,
    });
  });

  it("counts the window from a re-queue (--retry-failed), not from when the row was created", () => {
    const requeued = { ...lead, created_at: "2026-02-01T00:00:00.000Z", queued_at: queued };
    const refused = { kind: "refused", error: "Error: 503", permanent: false } as const;
    expect(nextState(requeued, refused, after(minutes(1)), settings).row.status).toBe("pending");
    expect(
      nextState({ ...requeued, queued_at: null }, refused, after(0), settings).row.status,
    ).toBe("failed");
  });
});

describe("after a check of a queued message", () => {
  const texted: RuledRow = { ...lead, attempts: 1 };

  it("delivered: the row is delivered, with no new attempt", () => {
    expect(nextState(texted, { kind: "delivered" }, after(7_000), settings)).toEqual({
      row: { status: "delivered", last_error: null, delivered_at: "2026-03-02T10:00:07.000Z" },
      members: undefined,
    });
  });

  it("delivered digest: its leads are delivered too", () => {
    const next = nextState(digest, { kind: "delivered" }, after(7_000), settings);
    expect(next.members).toEqual({
      status: "delivered",
      last_error: null,
      delivered_at: "2026-03-02T10:00:07.000Z",
    });
  });

  it("undelivered: the row fails at once, keeping the provider's error, and so do a digest's leads", () => {
    const undelivered = {
      kind: "undelivered",
      error: "text undelivered (Twilio error 30003)",
    } as const;
    const next = nextState(digest, undelivered, after(7_000), settings);
    const fate = { status: "failed", last_error: undelivered.error, delivered_at: null };
    expect(next).toEqual({ row: fate, members: fate });
  });

  it("no answer yet: looks again, each look twice as far as the last, up to five minutes", () => {
    const waits = [0, 5_000, 10_000, 20_000, 40_000, minutes(30)].map((since) => {
      const next = nextState(texted, { kind: "unknown", error: null }, after(since), settings);
      expect(next.row).toMatchObject({ status: "confirming", last_error: null });
      expect(next.attempt).toBeUndefined();
      return Date.parse(next.row.next_attempt_at ?? "") - after(since).getTime();
    });
    expect(waits).toEqual([5_000, 5_000, 10_000, 20_000, 40_000, minutes(5)]);
  });

  it("a check that failed keeps its error and looks again", () => {
    const next = nextState(
      texted,
      { kind: "unknown", error: "Error: timeout" },
      after(0),
      settings,
    );
    expect(next.row).toMatchObject({ status: "confirming", last_error: "Error: timeout" });
  });

  it("no answer by the end of the window: failed, with the last check's error or a plain one", () => {
    const end = after(settings.retryWindowMs);
    expect(nextState(digest, { kind: "unknown", error: null }, end, settings)).toEqual({
      row: {
        status: "failed",
        last_error: "the provider never reported the message delivered",
        delivered_at: null,
      },
      members: {
        status: "failed",
        last_error: "the provider never reported the message delivered",
        delivered_at: null,
      },
    });
    const failedCheck = { kind: "unknown", error: "Error: timeout" } as const;
    expect(nextState(texted, failedCheck, end, settings).row).toEqual({
      status: "failed",
      last_error: "Error: timeout",
      delivered_at: null,
    });
  });
});
