import { afterEach, describe, expect, it } from "vitest";
import { jpegLookalike, plainJpeg } from "../../tests/support/images";
import {
  capturedLog,
  errorLevel,
  fileHead,
  listening,
  type LogLine,
  rawPost,
  rawRequest,
  storedRows,
  textParts,
} from "../../tests/support/hostile";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function start(): Promise<{ t: TestApp; port: number; lines: LogLine[] }> {
  const { logger, lines } = capturedLog();
  harness = await startTestApp({}, { logger });
  return { t: harness, port: await listening(harness), lines };
}

const boundary = "----attacker-boundary-7MA4YWxkTrZu0gW";
const multipart = `multipart/form-data; boundary=${boundary}`;

async function fields(t: TestApp) {
  return { ...validContact, website: "", captchaToken: await solvedToken(t.app) };
}

/** A refusal of bad input: 400, the API's error shape, nothing stored, nothing logged as an error. */
async function expectRefused(
  t: TestApp,
  lines: LogLine[],
  answer: Awaited<ReturnType<typeof rawRequest>>,
) {
  expect(answer.status).toBe(400);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, error: expect.any(String) });
  expect(String(body.error)).not.toMatch(/busboy|boundary|stack|Error:/i);
  expect(await storedRows(t)).toEqual({ leads: 0, photos: 0, outbox: 0, keys: 0 });
  expect(lines.filter((line) => line.level >= errorLevel)).toEqual([]);
}

describe("a broken multipart body, from outside", () => {
  it("an attacker's multipart request without a boundary is refused with 400", async () => {
    const { t, port, lines } = await start();
    const body = textParts(boundary, await fields(t)) + `--${boundary}--\r\n`;
    const answer = await rawRequest(port, rawPost("multipart/form-data", body));
    await expectRefused(t, lines, answer);
  });

  it("an attacker's multipart request with an empty boundary is refused with 400", async () => {
    const { t, port, lines } = await start();
    const body = textParts(boundary, await fields(t)) + `--${boundary}--\r\n`;
    const answer = await rawRequest(port, rawPost("multipart/form-data; boundary=", body));
    await expectRefused(t, lines, answer);
  });

  it("an attacker's body cut off in the middle of the fields is refused with 400", async () => {
    const { t, port, lines } = await start();
    const whole = textParts(boundary, await fields(t));
    const answer = await rawRequest(port, rawPost(multipart, whole.slice(0, whole.length - 40)));
    await expectRefused(t, lines, answer);
  });

  it("an attacker's garbage body under a multipart type is refused with 400", async () => {
    const { t, port, lines } = await start();
    const garbage = Buffer.alloc(4096);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 256;
    const answer = await rawRequest(port, rawPost(multipart, garbage));
    await expectRefused(t, lines, answer);
  });

  it("an attacker's part with broken headers is refused with 400", async () => {
    const { t, port, lines } = await start();
    const body =
      textParts(boundary, await fields(t)) +
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n` +
      `${"X".repeat(20_000)}\r\n\r\n\xff\xd8\xff\xe0\r\n--${boundary}--\r\n`;
    const answer = await rawRequest(port, rawPost(multipart, body));
    await expectRefused(t, lines, answer);
  });

  it("an attacker's photo cut off before the closing boundary is refused with 400", async () => {
    const { t, port, lines } = await start();
    const photo = await plainJpeg(800, 600);
    const body = Buffer.concat([
      Buffer.from(textParts(boundary, await fields(t)) + fileHead(boundary, "cut.jpg"), "latin1"),
      photo.subarray(0, photo.length >> 1),
    ]);
    const answer = await rawRequest(port, rawPost(multipart, body));
    await expectRefused(t, lines, answer);
  });

  it("an attacker's second photo cut off after a whole first one is refused with 400", async () => {
    const { t, port, lines } = await start();
    const body = Buffer.concat([
      Buffer.from(textParts(boundary, await fields(t)) + fileHead(boundary, "one.jpg"), "latin1"),
      await plainJpeg(400, 300),
      Buffer.from(`\r\n${fileHead(boundary, "two.jpg")}`, "latin1"),
      jpegLookalike(256 * 1024),
    ]);
    const answer = await rawRequest(port, rawPost(multipart, body));
    await expectRefused(t, lines, answer);
  });

  it("still takes a whole multipart quote request afterwards", async () => {
    const { t, port } = await start();
    const cut = textParts(boundary, await fields(t));
    await rawRequest(port, rawPost(multipart, cut.slice(0, 100)));
    const body = Buffer.concat([
      Buffer.from(textParts(boundary, await fields(t)) + fileHead(boundary, "ok.jpg"), "latin1"),
      await plainJpeg(400, 300),
      Buffer.from(`\r\n--${boundary}--\r\n`, "latin1"),
    ]);
    const answer = await rawRequest(port, rawPost(multipart, body));
    expect(answer.status).toBe(200);
    expect(await storedRows(t)).toMatchObject({ leads: 1, photos: 1 });
  });
});
