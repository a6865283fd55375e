import { apiRoutes } from "../../contracts/routes";
import { twilioSignature } from "../../server/channels/twilio-signature";
import { standInOwnerPhone, startChannelStandIns } from "../../tests/support/channel-stand-ins";
import { inboundFields } from "../../tests/support/twilio-webhooks";
import { startApi } from "./api";
import { percentile } from "./speed-to-lead";

export type SmsInbound = {
  texts: number;
  alerted: number;
  "p50 ms": number;
  "p95 ms": number;
  "max ms": number;
};

/**
 * Issue 36's goal: from the inbound webhook's 200 to the owner's alert reaching the Twilio
 * stand-in, over `count` texts signed as Twilio signs them, `gapMs` apart, each from a
 * phone of its own (so each makes a new lead too, the longer path).
 */
export async function runSmsInbound({ count = 20, gapMs = 250 } = {}): Promise<SmsInbound> {
  const standIns = await startChannelStandIns();
  const server = await startApi({ ...standIns.env });
  const origin = standIns.env.PUBLIC_URL ?? "";
  const answeredAt = new Map<string, number>();
  try {
    for (let i = 0; i < count; i += 1) {
      const marker = `bench-${i}`;
      const fields = inboundFields({
        From: `+1773555${String(1000 + i)}`,
        Body: `Can you come Saturday? ${marker}`,
      });
      const form = new URLSearchParams(fields);
      const url = `${origin}${apiRoutes.smsIncoming}`;
      const response = await fetch(`${server.baseURL}${apiRoutes.smsIncoming}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilioSignature(standIns.twilio.authToken, url, [...form]),
        },
        body: form.toString(),
      });
      await response.text();
      if (response.ok) answeredAt.set(marker, Date.now());
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const deadline = Date.now() + 30_000;
    const alerts = () =>
      standIns.twilio.messages.filter(
        (m) => m.to === standInOwnerPhone && m.body.startsWith("Reply from"),
      );
    while (alerts().length < answeredAt.size && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const delays: number[] = [];
    for (const message of alerts()) {
      const marker = /bench-\d+/.exec(message.body)?.[0];
      const answered = marker ? answeredAt.get(marker) : undefined;
      if (answered !== undefined) delays.push(message.receivedAt.getTime() - answered);
    }
    delays.sort((a, b) => a - b);
    return {
      texts: answeredAt.size,
      alerted: delays.length,
      "p50 ms": percentile(delays, 50),
      "p95 ms": percentile(delays, 95),
      "max ms": delays.at(-1) ?? Number.NaN,
    };
  } finally {
    await server.stop();
    await standIns.close();
  }
}
