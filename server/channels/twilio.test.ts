import { afterEach, describe, expect, it } from "vitest";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { freePort, type HttpStub, startHttpStub } from "../../tests/support/server";
import {
  fetchSmsStatus,
  isFailedSmsStatus,
  isFinalSmsStatus,
  sendSms,
  TwilioError,
} from "./twilio";

let twilio: TwilioStandIn | undefined;
let stub: HttpStub | undefined;
afterEach(async () => {
  await twilio?.close();
  await stub?.close();
  twilio = stub = undefined;
});

const owner = "+16305550199";
const from = "+16305550100";

async function standIn() {
  twilio = await startTwilioStandIn();
  const { url: apiUrl, accountSid, authToken } = twilio;
  return { twilio, account: { apiUrl, accountSid, authToken } };
}

async function failure(promise: Promise<unknown>): Promise<TwilioError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TwilioError);
  return error as TwilioError;
}

describe("sendSms", () => {
  it("posts the form with Basic auth and returns Twilio's SID and status", async () => {
    const { twilio, account } = await standIn();
    const sent = await sendSms({ ...account, from, to: owner, body: "New lead: Maria" });
    expect(sent).toEqual({ sid: expect.stringMatching(/^SM[0-9a-f]{32}$/), status: "queued" });
    expect(twilio.messages).toMatchObject([
      { sid: sent.sid, to: owner, from, body: "New lead: Maria" },
    ]);
    expect(twilio.messages[0]!.receivedAt).toBeInstanceOf(Date);
  });

  it("sends through a Messaging Service, with a status callback when given one", async () => {
    const { twilio, account } = await standIn();
    const messagingServiceSid = `MG${"a".repeat(32)}`;
    const statusCallback = "https://example-contractor.com/api/twilio/status";
    await sendSms({ ...account, messagingServiceSid, statusCallback, to: owner, body: "Hi" });
    expect(twilio.messages[0]).toMatchObject({
      messagingServiceSid,
      statusCallback,
      from: undefined,
    });
  });

  it("keeps Twilio's code and message when a number is refused, and does not retry it", async () => {
    const { twilio, account } = await standIn();
    twilio.rejectTo(owner, 21610, "Attempt to send to unsubscribed recipient");
    const error = await failure(sendSms({ ...account, from, to: owner, body: "Hi" }));
    expect(error).toMatchObject({ status: 400, code: 21610, retryable: false });
    expect(error.message).toBe(
      "Twilio answered 400 (error 21610): Attempt to send to unsubscribed recipient",
    );
    const invalid = await failure(sendSms({ ...account, from, to: "555-0199", body: "Hi" }));
    expect(invalid).toMatchObject({ status: 400, code: 21211, retryable: false });
    expect(twilio.messages).toHaveLength(0);
  });

  it("refuses wrong credentials as permanent (code 20003)", async () => {
    const { account } = await standIn();
    const error = await failure(
      sendSms({ ...account, authToken: "wrong", from, to: owner, body: "Hi" }),
    );
    expect(error).toMatchObject({ status: 401, code: 20003, retryable: false });
  });

  it.each([429, 500, 503] as const)("marks a %i answer retryable", async (status) => {
    const { twilio, account } = await standIn();
    twilio.failNext(1, status);
    const error = await failure(sendSms({ ...account, from, to: owner, body: "Hi" }));
    expect(error).toMatchObject({ status, retryable: true });
    await sendSms({ ...account, from, to: owner, body: "Hi" });
    expect(twilio.attempts.map((a) => a.status)).toEqual([status, 201]);
  });

  it("marks an unreachable API retryable, with status 0", async () => {
    const port = await freePort();
    const account = { apiUrl: `http://127.0.0.1:${port}`, accountSid: "AC1", authToken: "t" };
    const error = await failure(sendSms({ ...account, from, to: owner, body: "Hi" }));
    expect(error).toMatchObject({ status: 0, retryable: true });
    expect(error.message).toMatch(/^Twilio: network error/);
  });

  it("gives up on an API that never answers, retryably", async () => {
    stub = await startHttpStub(() => {
      // Never answers.
    });
    const account = { apiUrl: stub.url, accountSid: "AC1", authToken: "t", timeoutMs: 200 };
    const error = await failure(sendSms({ ...account, from, to: owner, body: "Hi" }));
    expect(error).toMatchObject({
      status: 0,
      retryable: true,
      message: "Twilio: no answer within 200 ms",
    });
  });

  it("does not follow a redirect, and never resends a text whose SID it could not read", async () => {
    stub = await startHttpStub((_request, response) => {
      response.writeHead(302, { location: "https://elsewhere.example/" }).end();
    });
    const account = { apiUrl: stub.url, accountSid: "AC1", authToken: "t" };
    expect(await failure(sendSms({ ...account, from, to: owner, body: "Hi" }))).toMatchObject({
      status: 302,
      retryable: false,
    });
    await stub.close();
    stub = await startHttpStub((_request, response) => {
      response.writeHead(201, { "content-type": "application/json" }).end("{}");
    });
    const noSid = await failure(
      sendSms({ ...account, apiUrl: stub.url, from, to: owner, body: "Hi" }),
    );
    expect(noSid).toMatchObject({ status: 201, retryable: false });
  });
});

describe("fetchSmsStatus", () => {
  it("reads the final state a text reached, with the carrier's error code", async () => {
    const { twilio, account } = await standIn();
    const other = "+16305550111";
    twilio.finalStatusFor(other, "undelivered");
    const delivered = await sendSms({ ...account, from, to: owner, body: "Hi" });
    const undelivered = await sendSms({ ...account, from, to: other, body: "Hi" });
    expect(await fetchSmsStatus({ ...account, sid: delivered.sid })).toEqual({
      status: "delivered",
      errorCode: null,
      errorMessage: null,
    });
    expect(await fetchSmsStatus({ ...account, sid: undelivered.sid })).toMatchObject({
      status: "undelivered",
      errorCode: 30034,
    });
    twilio.settle(delivered.sid, "failed", 30003);
    expect(await fetchSmsStatus({ ...account, sid: delivered.sid })).toMatchObject({
      status: "failed",
      errorCode: 30003,
    });
  });

  it("reports an unknown message as a permanent 404", async () => {
    const { account } = await standIn();
    const error = await failure(fetchSmsStatus({ ...account, sid: `SM${"0".repeat(32)}` }));
    expect(error).toMatchObject({ status: 404, code: 20404, retryable: false });
  });
});

describe("SMS states", () => {
  it("counts delivered as success, undelivered and failed as failures, the rest as pending", () => {
    for (const status of ["queued", "accepted", "sending", "sent", "scheduled", "receiving"]) {
      expect(isFinalSmsStatus(status), status).toBe(false);
      expect(isFailedSmsStatus(status), status).toBe(false);
    }
    expect(isFinalSmsStatus("delivered")).toBe(true);
    expect(isFailedSmsStatus("delivered")).toBe(false);
    for (const status of ["undelivered", "failed"]) {
      expect(isFinalSmsStatus(status), status).toBe(true);
      expect(isFailedSmsStatus(status), status).toBe(true);
    }
  });
});
