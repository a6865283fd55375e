import { text } from "node:stream/consumers";
import { FeedError } from "../booking/feed-fetch";
import { addFeed, feedStatuses, refreshFeeds } from "../booking/feeds";
import { availabilitySchema } from "../booking/rules-schema";
import { loadAvailability, saveAvailability } from "../booking/service";
import { openDatabase } from "../db/database";
import { type CliResult, cliConfig, parseCommand, runWhenMain } from "./cli";

/**
 * `npm run booking -- …`: the estimate visit's availability and the owner's calendar feeds
 * (issue 55), until the inbox's Schedule screen sets them. A feed's address is a secret:
 * it is read from standard input (never an argument, which the shell's history and the
 * process list keep) and only ever printed masked.
 */

const usage = `Usage: npm run booking -- show
       npm run booking -- set --rules '{"dailyCap":2,"daysOff":[{"from":"2027-07-01","to":"2027-07-05"}]}'
       npm run booking -- feeds
       echo "https://calendar.google.com/…/basic.ics" | npm run booking -- add-feed --label Google
       npm run booking -- remove-feed --id <id>
       npm run booking -- refresh

  show         prints the availability the booking page uses (the defaults until set)
  set          changes any of: windows, visitMinutes, bufferMinutes, stepMinutes,
               noticeBusinessDays, horizonDays, dailyCap, daysOff (times in the site's zone)
  feeds        lists the calendar feeds, masked, with the age of each last good copy and error
  add-feed     adds the ICS address read from standard input (https, a public host)
  remove-feed  removes a feed and its copy
  refresh      reads every feed now (the server does every 5 minutes)`;

export type BookingIo = { stdin?: () => Promise<string>; now?: () => Date };

export async function bookingCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: BookingIo = {},
): Promise<CliResult> {
  const flags = {
    rules: { type: "string" },
    label: { type: "string" },
    id: { type: "string" },
  } as const;
  const commands = ["show", "set", "feeds", "add-feed", "remove-feed", "refresh"];
  const parsed = parseCommand(argv, flags, commands, usage);
  if ("done" in parsed) return parsed.done;
  const loaded = cliConfig(env);
  if ("failed" in loaded) return loaded.failed;
  const now = (io.now ?? (() => new Date()))();
  const allowLocal = loaded.config.CALENDAR_FEEDS_ALLOW_LOCAL;
  const store = await openDatabase(loaded.config);
  const ok = (stdout: string): CliResult => ({ code: 0, stdout: `${stdout}\n`, stderr: "" });
  const fail = (stderr: string): CliResult => ({ code: 2, stdout: "", stderr: `${stderr}\n` });
  try {
    const { command, values } = parsed;
    if (command === "show") return ok(JSON.stringify(await loadAvailability(store.db), null, 2));
    if (command === "set") {
      let rules: unknown;
      try {
        rules = JSON.parse(String(values.rules ?? "{}"));
      } catch {
        return fail("--rules is not JSON.");
      }
      const change = availabilitySchema.safeParse(rules);
      if (!change.success)
        return fail(change.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
      const { timeZone: _zone, ...current } = await loadAvailability(store.db);
      await saveAvailability(store.db, { ...current, ...change.data }, now);
      return ok(JSON.stringify(await loadAvailability(store.db), null, 2));
    }
    const feedLines = async () => {
      const lines = (await feedStatuses(store.db, now.getTime())).map(
        (f) =>
          `${f.id}  ${f.label}  ${f.address}  copy: ${f.copyAgeMinutes === null ? "none yet" : `${f.copyAgeMinutes} min old`}` +
          (f.error ? `  error: ${f.error} (${f.errorAgeMinutes} min ago)` : ""),
      );
      return ok(lines.length > 0 ? lines.join("\n") : "No calendar feeds.");
    };
    if (command === "feeds") return await feedLines();
    if (command === "add-feed") {
      const url = (await (io.stdin ?? (() => text(process.stdin)))()).trim();
      try {
        const id = await addFeed(store.db, {
          url,
          label: String(values.label ?? "Calendar"),
          now: now.getTime(),
          allowLocal,
        });
        return ok(
          `Added feed ${id}. It is read within 5 minutes, or now with: npm run booking -- refresh`,
        );
      } catch (error) {
        if (error instanceof FeedError) return fail(`The address was refused: ${error.message}.`);
        throw error;
      }
    }
    if (command === "remove-feed") {
      const removed = await store.db
        .deleteFrom("calendar_feeds")
        .where("id", "=", String(values.id ?? ""))
        .executeTakeFirst();
      return Number(removed.numDeletedRows) === 1 ? ok("Removed.") : fail("No feed has that id.");
    }
    const { timeZone } = await loadAvailability(store.db);
    await refreshFeeds(store.db, { now: now.getTime(), zone: timeZone, allowLocal });
    return await feedLines();
  } finally {
    await store.close();
  }
}

await runWhenMain(import.meta.url, () => bookingCli(process.argv.slice(2), process.env), {
  ownerOnly: true,
});
