import { displayPhone } from "../../contracts/phone";
import { standInOwnerPhone } from "../../tests/support/channel-stand-ins";
import { signedHeaders, startVoiceStandIn } from "../../tests/support/twilio-voice-stand-in";
import { startApi } from "./api";
import { percentile } from "./speed-to-lead";

/**
 * Issue 54's goal: from a missed call's end (Twilio posts the status callback) to the caller's
 * text-back and to the owner's alert reaching the Twilio stand-in, over `count` calls of
 * the voice stand-in, each from a phone of its own with a voicemail, into the lead server
 * from source over loopback. Run: npx tsx scripts/bench/calls.ts
 */

export type CallsBench = {
  calls: number;
  "text-back p50 ms": number;
  "text-back p95 ms": number;
  "alert p50 ms": number;
  "alert p95 ms": number;
  "alert max ms": number;
};

export async function runCalls({ count = 20, gapMs = 250 } = {}): Promise<CallsBench> {
  const voice = await startVoiceStandIn();
  const twilio = voice.twilio;
  const server = await startApi({
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: "+16305550100",
    TWILIO_API_URL: twilio.url,
    OWNER_SMS_TO: standInOwnerPhone,
    CALLS: "on",
    CALL_NUMBERS: "+16305550100=website",
  });
  const origin = server.baseURL;
  const endedAt = new Map<string, number>();
  try {
    for (let i = 0; i < count; i += 1) {
      const caller = `+1773555${String(1000 + i)}`;
      const post = async (url: string, fields: Record<string, string>) => {
        const { form, headers } = signedHeaders(twilio.authToken, url, fields);
        // The call's end: when Twilio posts the status callback, before our answer.
        if (url.endsWith("/api/voice/status")) endedAt.set(caller, Date.now());
        const response = await fetch(url, { method: "POST", headers, body: form.toString() });
        const answer = { status: response.status, body: await response.text() };
        return answer;
      };
      await voice.call(post, origin, { from: caller, voicemailSeconds: 42 });
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const alerts = () =>
      twilio.messages.filter((m) => m.to === standInOwnerPhone && m.body.startsWith("Missed"));
    const deadline = Date.now() + 30_000;
    while (alerts().length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const textBack: number[] = [];
    const alert: number[] = [];
    for (const [caller, ended] of endedAt) {
      const text = twilio.messages.find((m) => m.to === caller);
      if (text) textBack.push(text.receivedAt.getTime() - ended);
      const owner = alerts().find((m) => m.body.includes(displayPhone(caller)));
      if (owner) alert.push(owner.receivedAt.getTime() - ended);
    }
    textBack.sort((a, b) => a - b);
    alert.sort((a, b) => a - b);
    return {
      calls: endedAt.size,
      "text-back p50 ms": percentile(textBack, 50),
      "text-back p95 ms": percentile(textBack, 95),
      "alert p50 ms": percentile(alert, 50),
      "alert p95 ms": percentile(alert, 95),
      "alert max ms": alert.at(-1) ?? Number.NaN,
    };
  } finally {
    await server.stop();
    await voice.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table([await runCalls()]);
}
