import { createTransport, mailAddresses } from "../../server/mail/create";
import { channelWorkers } from "../../server/outbox/channel-workers";
import { standInOwnerPhone } from "./channel-stand-ins";
import { startTestApp, type TestApp } from "./server";
import { type CallScript, signedHeaders, startVoiceStandIn } from "./twilio-voice-stand-in";

/**
 * The app with calls on (issue 54), its outbox's workers when asked, and the voice stand-in
 * that plays calls into it: for the calls' tests and the bench.
 */

export const voiceOrigin = "https://example-contractor.com";
const silent = { info() {}, warn() {}, error() {} };

export async function startVoiceApp(env: Record<string, string> = {}, { workers = false } = {}) {
  const voice = await startVoiceStandIn();
  const twilio = voice.twilio;
  const channels = ["sms"] as const;
  let t: TestApp;
  try {
    t = await startTestApp(
      {
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: "+16305550100",
        TWILIO_API_URL: twilio.url,
        OWNER_SMS_TO: standInOwnerPhone,
        PUBLIC_URL: voiceOrigin,
        CALLS: "on",
        CALL_NUMBERS: "+16305550100=website,+16305550111=gbp",
        ...env,
      },
      { channels },
    );
  } catch (error) {
    await voice.close();
    throw error;
  }
  const running = channelWorkers({
    config: t.config,
    db: t.store.db,
    transport: createTransport(t.config),
    addresses: mailAddresses(t.config),
    channels,
    instanceId: "test",
    log: silent,
    timings: { pollIntervalMs: 20, baseDelayMs: 50, confirmDelayMs: 50 },
  });
  if (workers) running.start();
  const post = async (url: string, fields: Record<string, string>, signature?: string) => {
    const { form, headers } = signedHeaders(twilio.authToken, url, fields);
    if (signature !== undefined) headers["x-twilio-signature"] = signature;
    const response = await t.app.inject({
      method: "POST",
      url: url.slice(voiceOrigin.length),
      headers,
      payload: form.toString(),
    });
    return { status: response.statusCode, body: response.body };
  };
  const db = t.store.db;
  return {
    t,
    voice,
    twilio,
    post,
    db,
    play: (script?: CallScript) => voice.call(post, voiceOrigin, script),
    rows: () => db.selectFrom("calls").selectAll().orderBy("created_at").execute(),
    textsTo: (phone: string) => twilio.messages.filter((m) => m.to === phone),
    workers: running,
    close: async () => {
      if (workers) await running.stop();
      await t.close();
      await voice.close();
    },
  };
}
