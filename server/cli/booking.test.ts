import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/server";
import { bookingCli } from "./booking";

const env = () => ({ DATA_DIR: tempDir("booking-cli-"), NODE_ENV: "test", LOG_LEVEL: "silent" });
const secret =
  "https://calendar.google.com/calendar/ical/owner%40example.com/private-0123abcd/basic.ics";
const runs: string[] = [];
afterEach(() => void runs.splice(0));

describe("npm run booking", () => {
  it("shows the defaults, and sets only valid rules", async () => {
    const e = env();
    const shown = await bookingCli(["show"], e);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      visitMinutes: 60,
      bufferMinutes: 30,
      dailyCap: 3,
      timeZone: "America/Chicago",
    });
    const set = await bookingCli(
      ["set", "--rules", '{"dailyCap":2,"daysOff":[{"from":"2027-07-01","to":"2027-07-05"}]}'],
      e,
    );
    expect(set.code).toBe(0);
    expect(JSON.parse((await bookingCli(["show"], e)).stdout)).toMatchObject({
      dailyCap: 2,
      visitMinutes: 60,
    });
    const bad = await bookingCli(["set", "--rules", '{"stepMinutes":7,"timeZone":"UTC"}'], e);
    expect(bad.code).toBe(2);
    expect((await bookingCli(["set", "--rules", "{"], e)).stderr).toContain("not JSON");
  });

  it("adds a feed read from standard input, lists it masked, and refuses http", async () => {
    const e = env();
    const added = await bookingCli(["add-feed", "--label", "Google"], e, {
      stdin: async () => `${secret}\n`,
    });
    expect(added.code).toBe(0);
    const listed = await bookingCli(["feeds"], e);
    expect(listed.stdout).toContain("Google  https://calendar.google.com/….ics  copy: none yet");
    expect(listed.stdout).not.toContain("private-0123abcd");
    const refused = await bookingCli(["add-feed"], e, {
      stdin: async () => "http://calendar.example.com/a.ics",
    });
    expect(refused).toMatchObject({ code: 2, stderr: "The address was refused: not https.\n" });
    const id = listed.stdout.split(" ")[0] ?? "";
    expect((await bookingCli(["remove-feed", "--id", id], e)).code).toBe(0);
    expect((await bookingCli(["feeds"], e)).stdout).toBe("No calendar feeds.\n");
  });
});
