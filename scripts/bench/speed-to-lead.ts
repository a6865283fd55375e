import { randomBytes } from "node:crypto";
import { apiRoutes } from "../../contracts/routes";
import { standInOwnerPhone, startChannelStandIns } from "../../tests/support/channel-stand-ins";
import { lead, solvedTokens, startApi } from "./api";

export type SpeedToLead = {
  leads: number;
  texted: number;
  "p50 ms": number;
  "p95 ms": number;
  "max ms": number;
};

/** The value below which `p` percent of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/**
 * From the API's 200 to the owner's text reaching the Twilio stand-in, at `rate` leads a
 * second for `seconds`: what the owner's phone would see, less the carrier's own delay.
 */
export async function runSpeedToLead({ rate = 10, seconds = 20 } = {}): Promise<SpeedToLead> {
  const hmacKey = randomBytes(32).toString("hex");
  const count = rate * seconds;
  const tokens = await solvedTokens(hmacKey, count);
  const standIns = await startChannelStandIns();
  // The owner's per-minute cap is a policy, not the pipeline: above the rate, so every lead
  // gets its own text and the figure is the pipeline's own delay.
  const server = await startApi({
    ALTCHA_HMAC_KEY: hmacKey,
    NOTIFY_MAX_PER_MINUTE: String(rate * 60),
    ...standIns.env,
  });
  const answeredAt = new Map<string, number>();
  try {
    const sends: Promise<void>[] = [];
    const started = Date.now();
    for (let i = 0; i < count; i += 1) {
      const due = started + (i * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      sends.push(
        (async () => {
          const response = await fetch(`${server.baseURL}${apiRoutes.quoteRequest}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...lead, captchaToken: tokens[i] }),
          });
          const body = (await response.json()) as { id?: string };
          if (response.ok && body.id) answeredAt.set(body.id, Date.now());
        })(),
      );
    }
    await Promise.all(sends);
    const deadline = Date.now() + 30_000;
    const owner = () => standIns.twilio.messages.filter((m) => m.to === standInOwnerPhone);
    while (owner().length < answeredAt.size && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const delays: number[] = [];
    for (const message of owner()) {
      const id = /\/admin\/leads\/([A-Z0-9-]+)/.exec(message.body)?.[1];
      const answered = id ? answeredAt.get(id) : undefined;
      if (answered !== undefined) delays.push(message.receivedAt.getTime() - answered);
    }
    delays.sort((a, b) => a - b);
    return {
      leads: answeredAt.size,
      texted: delays.length,
      "p50 ms": percentile(delays, 50),
      "p95 ms": percentile(delays, 95),
      "max ms": delays.at(-1) ?? Number.NaN,
    };
  } finally {
    await server.stop();
    await standIns.close();
  }
}
