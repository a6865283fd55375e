import type { Config } from "../config";
import { openDatabase } from "../db/database";
import { backfillCalls } from "../voice/backfill";
import { callsEnabled } from "../voice/settings";
import type { CliResult } from "./cli";

/** How far back `npm run twilio -- backfill` looks in Twilio's Calls list. */
export const backfillDays = 7;

/**
 * `npm run twilio -- backfill`: after downtime, the calls the fallback took, from Twilio's
 * Calls list into the desk (issue 54). Safe to run again: a call already there is skipped.
 */
export async function backfillCommand(config: Config, now: Date): Promise<CliResult> {
  if (!callsEnabled(config) || !config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) {
    const stderr = "Calls are off: set CALLS=on with SMS_PROVIDER=twilio and TWILIO_* first.\n";
    return { code: 2, stdout: "", stderr };
  }
  const store = await openDatabase(config);
  try {
    const numbers = config.CALL_NUMBERS ?? {};
    const added = await backfillCalls(
      store.db,
      {
        apiUrl: config.TWILIO_API_URL,
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
      },
      {
        since: new Date(now.getTime() - backfillDays * 86_400_000),
        numbers,
        ours: [config.TWILIO_FROM ?? "", ...Object.keys(numbers)].filter(Boolean),
      },
    );
    return { code: 0, stdout: `${added} call(s) added from Twilio's Calls list.\n`, stderr: "" };
  } finally {
    await store.close();
  }
}
