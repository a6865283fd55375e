import { quoteRequestSchema } from "../../contracts/quote-schema";
import { startTestApp, validContact } from "../../tests/support/server";
import { busyTimes } from "../../server/booking/ics";
import { bookingPath, bookingToken } from "../../server/booking/links";
import { loadAvailability, openDays } from "../../server/booking/service";
import { storeLead } from "../../server/leads/store";
import { photoLinkSecret } from "../../server/secret-file";

/**
 * Issue 55's budget: the slots, and /book/<token>, answer in p95 <= 50 ms with 10 ICS feeds
 * of 2,000 events each loaded. Each feed is a real iCalendar text (one weekly series and
 * single events, on the owner's busy hours), read by the same code as a fetched feed.
 * Run: npx tsx scripts/bench/booking.ts
 */

const runs = Number(process.env.BENCH_RUNS ?? 200);
const now = Date.now();
const hour = 3_600_000;

function feedText(seed: number): string {
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");
  const events: string[] = [];
  // 1,999 single events: from a year back to two months ahead, about 8 a day, 20-50 minutes.
  for (let i = 0; i < 1_999; i++) {
    const start = now - 300 * 86_400_000 + i * 3 * hour + seed * 7 * 60_000;
    const end = start + (20 + ((i * 7 + seed) % 30)) * 60_000;
    events.push(
      `BEGIN:VEVENT\r\nUID:e${seed}-${i}@bench\r\nDTSTAMP:${stamp(now)}\r\nDTSTART:${stamp(start)}\r\nDTEND:${stamp(end)}\r\nSUMMARY:Busy\r\nEND:VEVENT`,
    );
  }
  // One weekly series for years, with an exception.
  events.push(
    `BEGIN:VEVENT\r\nUID:w${seed}@bench\r\nDTSTAMP:${stamp(now)}\r\nDTSTART;TZID=America/Chicago:20200106T070000\r\nDTEND;TZID=America/Chicago:20200106T073000\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\nEND:VEVENT`,
  );
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n${events.join("\r\n")}\r\nEND:VCALENDAR\r\n`;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(1));
}

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  // Warm first: the first calls compile the code and fill Intl's caches.
  for (let i = 0; i < 20; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

const t = await startTestApp({}, {});
try {
  const db = t.store.db;
  const parse: number[] = [];
  for (let feed = 0; feed < 10; feed++) {
    const text = feedText(feed);
    const start = performance.now();
    const busy = busyTimes(text, {
      from: now - 86_400_000,
      to: now + 62 * 86_400_000,
      zone: "America/Chicago",
    });
    parse.push(performance.now() - start);
    await db
      .insertInto("calendar_feeds")
      .values({
        id: `feed-${feed}`,
        url: `https://calendar.example.com/${feed}.ics`,
        label: `Feed ${feed}`,
        created_at: new Date(now).toISOString(),
        busy: JSON.stringify(busy.map((b) => [b.start, b.end])),
        fetched_at: new Date(now).toISOString(),
        last_error: null,
        last_error_at: null,
      })
      .execute();
  }
  const lead = await storeLead(db, quoteRequestSchema.parse(validContact), {
    ip: null,
    userAgent: null,
    now: new Date(),
  });
  const path = bookingPath(bookingToken(photoLinkSecret(t.config), lead));
  const rules = await loadAvailability(db);
  const days = await openDays(db, rules, Date.now());
  const firstDay = days[0]?.date ?? "";

  const slots = await timed(() => openDays(db, rules, Date.now()));
  const page = await timed(() => t.app.inject({ method: "GET", url: path }));
  const times = await timed(() => t.app.inject({ method: "GET", url: `${path}?day=${firstDay}` }));
  console.table([
    { what: "one feed of 2,000 events read (ms, p95 of 10)", value: p95(parse) },
    { what: "open days offered", value: days.length },
    { what: "slots, p95 ms", value: p95(slots) },
    { what: "GET /book/<token>, p95 ms", value: p95(page) },
    { what: "GET /book/<token>?day=, p95 ms", value: p95(times) },
  ]);
} finally {
  await t.close();
}
