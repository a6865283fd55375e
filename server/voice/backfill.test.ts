import { afterEach, describe, expect, it } from "vitest";
import { startVoiceApp } from "../../tests/support/voice-app";
import { sid } from "../../tests/support/twilio-voice-stand-in";
import { smsCli } from "../cli/sms";

/* Issue 54, item 5: the calls the fallback took while the server was down reach the desk. */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe("npm run twilio -- backfill", () => {
  it("stores the calls the desk missed from Twilio's Calls list, once, with no text-back", async () => {
    const app = await startVoiceApp({ LOG_LEVEL: "silent" });
    closers.push(app.close);
    const { voice, rows, t, textsTo } = app;
    // One call the desk saw, and two the Twimlet took while it was down.
    await app.play({ legs: ["key"] });
    const down = new Date(Date.now() - 3_600_000);
    voice.calls.push(
      {
        sid: sid("CA"),
        from: "+16305550155",
        to: "+16305550111",
        status: "no-answer",
        startTime: down,
      },
      {
        sid: sid("CA"),
        from: "+16305550156",
        to: "+16305550100",
        status: "completed",
        startTime: down,
      },
      {
        sid: sid("CA"),
        from: "+16305550157",
        to: "+18005550000",
        status: "completed",
        startTime: down,
      },
    );
    const env = Object.fromEntries(
      Object.entries({ ...process.env, ...envOf(t.config) }).filter(
        (pair): pair is [string, string] => typeof pair[1] === "string",
      ),
    );
    const first = await smsCli(["backfill"], env);
    expect(first).toMatchObject({ code: 0, stdout: "2 call(s) added from Twilio's Calls list.\n" });
    expect((await smsCli(["backfill"], env)).stdout).toMatch(/^0 call/);
    const all = await rows();
    expect(all).toHaveLength(3);
    const missed = all.find((c) => c.caller === "+16305550155");
    expect(missed).toMatchObject({ outcome: "missed", source: "gbp", text_back: null });
    expect(missed?.created_at).toBe(
      new Date(Math.floor(down.getTime() / 1000) * 1000).toISOString(),
    );
    expect(textsTo("+16305550155")).toHaveLength(0);
  });
});

/** The settings the running app was given, as the command-line tool reads them. */
function envOf(config: Record<string, unknown>): Record<string, string> {
  const keys = [
    "DATA_DIR",
    "DATABASE_URL",
    "SMS_PROVIDER",
    "TWILIO_ACCOUNT_SID",
    "TWILIO_AUTH_TOKEN",
    "TWILIO_FROM",
    "TWILIO_API_URL",
    "OWNER_SMS_TO",
    "PUBLIC_URL",
  ];
  const env: Record<string, string> = {};
  for (const key of keys) {
    const value = config[key];
    if (typeof value === "string") env[key] = value;
    else if (Array.isArray(value)) env[key] = value.join(",");
  }
  env.CALLS = "on";
  env.CALL_NUMBERS = "+16305550100=website,+16305550111=gbp";
  return env;
}
