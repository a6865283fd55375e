import { runWhenMain } from "./cli";
import { smsCli } from "./sms";

/**
 * `npm run twilio -- check [--fix] | samples` (issue 54): the same tool as `npm run sms`,
 * named for what it now checks, the numbers' texts and calls alike. `sms` stays an alias.
 */
await runWhenMain(import.meta.url, () => smsCli(process.argv.slice(2), process.env), {
  ownerOnly: false,
});
