import type { Kysely } from "kysely";
import { type Config, publicOrigin, smsSender } from "../config";
import { forwardTo } from "../config/calls";
import { apiRoutes } from "../../contracts/routes";
import type { Channel, Database } from "../db/schema";
import type { VoiceOptions } from "./routes";

/** Calls are on: CALLS=on with Twilio configured. Otherwise no voice route exists. */
export function callsEnabled(config: Config): boolean {
  return (
    config.CALLS &&
    config.SMS_PROVIDER === "twilio" &&
    Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN)
  );
}

/** The voice routes' options from the settings, or undefined when calls are off. */
export function voiceOptions(
  config: Config,
  app: {
    db: Kysely<Database>;
    channels: readonly Channel[] | undefined;
    onQueued: () => void;
    now: () => Date;
  },
): VoiceOptions | undefined {
  if (!callsEnabled(config) || !config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) {
    return undefined;
  }
  const origin = publicOrigin(config);
  const account = {
    apiUrl: config.TWILIO_API_URL,
    accountSid: config.TWILIO_ACCOUNT_SID,
    authToken: config.TWILIO_AUTH_TOKEN,
  };
  return {
    db: app.db,
    origin,
    account,
    forwardTo: forwardTo(config),
    numbers: config.CALL_NUMBERS ?? {},
    transcripts: config.VOICEMAIL_TRANSCRIPTS,
    finish: {
      sms: {
        account,
        sender: smsSender(config),
        ownerPhones: config.OWNER_SMS_TO ?? [],
        statusCallback: `${origin}${apiRoutes.smsStatus}`,
        gate: { countries: config.SMS_COUNTRIES, maxPerHour: config.SMS_MAX_PER_HOUR },
      },
      textBack: config.MISSED_CALL_TEXT,
      alertOwner: (app.channels ?? []).includes("sms"),
      origin,
    },
    onQueued: app.onQueued,
    now: app.now,
  };
}
