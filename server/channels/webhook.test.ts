import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import { freePort, type HttpStub, startHttpStub } from "../../tests/support/server";
import { newWebhookSecret, sendWebhook, webhookBody, WebhookError } from "./webhook";

let receiver: WebhookReceiver | undefined;
let stub: HttpStub | undefined;
afterEach(async () => {
  await receiver?.close();
  await stub?.close();
  receiver = stub = undefined;
});

const secret = newWebhookSecret();
const event = {
  secret,
  id: "msg_lead_7KQ2-M9PX-3RTV",
  type: "lead.created",
  timestamp: new Date("2026-03-02T10:00:00.000Z"),
  data: { id: "7KQ2-M9PX-3RTV", name: "Maria Lopez", services: ["Kitchen remodel"] },
};

async function failure(promise: Promise<unknown>): Promise<WebhookError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WebhookError);
  return error as WebhookError;
}

describe("sendWebhook", () => {
  it("delivers a body and headers that the Standard Webhooks verifier accepts", async () => {
    receiver = await startWebhookReceiver({ secret });
    const sentAt = new Date();
    expect(await sendWebhook({ ...event, url: receiver.url, now: () => sentAt })).toEqual({
      status: 204,
    });
    expect(receiver.rejected).toEqual([]);
    expect(receiver.deliveries).toHaveLength(1);
    const delivery = receiver.deliveries[0]!;
    expect(delivery).toMatchObject({
      id: event.id,
      type: "lead.created",
      timestamp: Math.floor(sentAt.getTime() / 1000),
      body: { type: "lead.created", timestamp: "2026-03-02T10:00:00.000Z", data: event.data },
    });
    expect(delivery.raw).toBe(webhookBody(event.type, event.timestamp, event.data));
  });

  it("keeps the webhook-id and the body's timestamp on a retry; only the attempt's time moves", async () => {
    receiver = await startWebhookReceiver({ secret });
    receiver.failNext(2, 500);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await failure(sendWebhook({ ...event, url: receiver.url }));
      expect(error).toMatchObject({ status: 500, retryable: true });
      expect(error.message).toBe("Webhook answered 500");
    }
    await sendWebhook({ ...event, url: receiver.url });
    expect(receiver.attempts.map((a) => [a.id, a.status])).toEqual([
      [event.id, 500],
      [event.id, 500],
      [event.id, 204],
    ]);
    expect(receiver.deliveries[0]!.body.timestamp).toBe(event.timestamp.toISOString());
  });

  it("is refused by a receiver holding another secret", async () => {
    receiver = await startWebhookReceiver({ secret: newWebhookSecret() });
    const error = await failure(sendWebhook({ ...event, url: receiver.url }));
    expect(error).toMatchObject({ status: 401, retryable: true });
    expect(receiver.rejected).toMatchObject([{ reason: "No matching signature found" }]);
  });

  it("does not follow a redirect, and says where it pointed", async () => {
    receiver = await startWebhookReceiver({ secret });
    receiver.redirectNext(1, "https://elsewhere.example/hooks");
    const error = await failure(sendWebhook({ ...event, url: receiver.url }));
    expect(error).toMatchObject({ status: 307, retryable: true });
    expect(error.message).toBe(
      "Webhook answered 307 (redirect to https://elsewhere.example/hooks, not followed)",
    );
    expect(receiver.attempts).toHaveLength(1);
  });

  it("counts a 4xx as a failure to retry, quoting the start of the answer", async () => {
    stub = await startHttpStub((_request, response) => {
      response.writeHead(404, { "content-type": "text/plain" }).end("No such\nhook");
    });
    const error = await failure(sendWebhook({ ...event, url: stub.url }));
    expect(error).toMatchObject({
      status: 404,
      retryable: true,
      message: "Webhook answered 404: No such hook",
    });
  });

  it("accepts any 2xx", async () => {
    stub = await startHttpStub((_request, response) => {
      response.writeHead(202).end();
    });
    expect(await sendWebhook({ ...event, url: stub.url })).toEqual({ status: 202 });
  });

  it("reports no answer as status 0, after the deadline when the receiver hangs", async () => {
    const port = await freePort();
    const refused = await failure(sendWebhook({ ...event, url: `http://127.0.0.1:${port}/` }));
    expect(refused).toMatchObject({ status: 0, retryable: true });
    stub = await startHttpStub(() => {
      // Never answers.
    });
    const hung = await failure(sendWebhook({ ...event, url: stub.url, timeoutMs: 200 }));
    expect(hung.message).toBe("Webhook: no answer within 200 ms");
  });
});

describe("newWebhookSecret", () => {
  it("makes a whsec_ secret of 32 random bytes that the package accepts", () => {
    const made = newWebhookSecret();
    expect(made).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(made.slice("whsec_".length), "base64")).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(made);
    expect(() => new Webhook(made)).not.toThrow();
  });
});
