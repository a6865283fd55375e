import { publicOrigin } from "../config/channels";
import { exitCode, formatLine } from "../doctor/checks";
import { smsCheckLines } from "../doctor/twilio";
import { backfillCommand } from "./calls-backfill";
import { type CliResult, cliConfig, parseCommand, runWhenMain } from "./cli";
import { smsSamples } from "./sms-samples";

/**
 * `npm run twilio -- check [--fix] | samples` (alias `npm run sms`): whether Twilio sends
 * texts, and with CALLS=on calls, to this server, and
 * the sample messages its A2P 10DLC campaign asks for (README, "Texting: A2P 10DLC and
 * webhooks").
 */

const usage = `Usage: npm run twilio -- check [--fix]
       npm run twilio -- samples
       npm run twilio -- backfill
       (npm run sms is the same tool)

  check    asks Twilio whether TWILIO_FROM's SmsUrl is PUBLIC_URL/api/sms/incoming and its
           StatusCallback PUBLIC_URL/api/sms/status; with TWILIO_MESSAGING_SERVICE_SID,
           the service's InboundRequestUrl instead (it takes precedence), and its A2P
           10DLC brand and campaign. Also counts the last 7 days' texts that failed with
           error 30034 (sender not registered). Exits 1 when something is wrong and was
           not fixed, 0 otherwise (a registration still under review is a warning).
           With CALLS=on, each calling number (TWILIO_FROM and CALL_NUMBERS') too: its
           VoiceUrl PUBLIC_URL/api/voice/incoming, its StatusCallback (the voice one)
           PUBLIC_URL/api/voice/status, and a VoiceFallbackUrl, Twilio's hosted forward
           Twimlet, that rings the owner when the server does not answer.
  --fix    sets those URLs on that number or Messaging Service only, and nothing else
  samples  prints the campaign's opt-in description and sample messages, made by the
           same code that words the real texts
  backfill with CALLS=on: the last 7 days' calls from Twilio's Calls list that the desk
           does not have (the fallback took them while the server was down)

Reads SMS_PROVIDER, TWILIO_* and PUBLIC_URL like the server.`;

export type SmsIo = { now?: () => Date; timeoutMs?: number };

export async function smsCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: SmsIo = {},
): Promise<CliResult> {
  const parsed = parseCommand(
    argv,
    { fix: { type: "boolean" } },
    ["check", "samples", "backfill"],
    usage,
  );
  if ("done" in parsed) return parsed.done;
  const { command } = parsed;
  const fix = parsed.values.fix === true;
  if (fix && command !== "check") {
    return { code: 2, stdout: "", stderr: `--fix goes with check only.\n\n${usage}\n` };
  }
  const loaded = cliConfig(env);
  if ("failed" in loaded) return loaded.failed;
  const { config } = loaded;
  if (command === "samples")
    return { code: 0, stdout: smsSamples(publicOrigin(config)), stderr: "" };
  if (command === "backfill") return backfillCommand(config, (io.now ?? (() => new Date()))());
  if (config.SMS_PROVIDER !== "twilio") {
    const stderr = "Texting is off: set SMS_PROVIDER=twilio and the TWILIO_* settings first.\n";
    return { code: 2, stdout: "", stderr };
  }
  const lines = await smsCheckLines(config, {
    fix,
    now: (io.now ?? (() => new Date()))(),
    timeoutMs: io.timeoutMs ?? 10_000,
  });
  return { code: exitCode(lines), stdout: `${lines.map(formatLine).join("\n")}\n`, stderr: "" };
}

await runWhenMain(import.meta.url, () => smsCli(process.argv.slice(2), process.env), {
  ownerOnly: false,
});
