import { afterEach, describe, expect, it } from "vitest";
import {
  capturedLog,
  chunk,
  errorLevel,
  fileHead,
  listening,
  type LogLine,
  rawConnection,
  rawHead,
  rawPost,
  rawRequest,
  storedRows,
  textParts,
} from "../../tests/support/hostile";
import { jpegLookalike, plainJpeg } from "../../tests/support/images";
import {
  eventually,
  solvedToken,
  startTestApp,
  type TestApp,
  validContact,
} from "../../tests/support/server";
import { loadConfig } from "../config";

const MB = 1024 * 1024;
const boundary = "----storm-boundary-3f9c";
const multipart = `multipart/form-data; boundary=${boundary}`;
const closing = Buffer.from(`\r\n--${boundary}--\r\n`, "latin1");

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** The app with a 2 MB cap on the photos held by uploads in flight. */
async function start(): Promise<{ t: TestApp; port: number; lines: LogLine[] }> {
  const { logger, lines } = capturedLog();
  harness = await startTestApp({ UPLOAD_MEMORY_MAX_MB: "2" }, { logger });
  return { t: harness, port: await listening(harness), lines };
}

async function fieldsHead(t: TestApp, filename: string, captchaToken?: string): Promise<Buffer> {
  const fields = {
    ...validContact,
    website: "",
    captchaToken: captchaToken ?? (await solvedToken(t.app)),
  };
  return Buffer.from(textParts(boundary, fields) + fileHead(boundary, filename), "latin1");
}

/**
 * Whether a request declaring `bytes` of photos would find room now. It carries a captcha
 * that fails, so it is refused either way and stores nothing: 503 when the cap is reached
 * (checked first), 403 otherwise.
 */
async function roomFor(port: number, t: TestApp, bytes: number): Promise<boolean> {
  const head = await fieldsHead(t, "probe.jpg", "not-a-solved-captcha");
  const body = Buffer.concat([head, jpegLookalike(bytes), closing]);
  const answer = await rawRequest(port, rawPost(multipart, body));
  expect([403, 503]).toContain(answer.status);
  return answer.status === 403;
}

/** Starts an upload of `photo` and sends all of it but its last `heldBack` bytes. */
async function slowUpload(t: TestApp, port: number, photo: Buffer, heldBack: number) {
  const head = await fieldsHead(t, "slow.jpg");
  const body = Buffer.concat([head, photo, closing]);
  const connection = rawConnection(port);
  connection.socket.write(rawHead(multipart, body.length));
  const cut = body.length - closing.length - heldBack;
  connection.socket.write(body.subarray(0, cut));
  return { ...connection, rest: body.subarray(cut) };
}

const jsonQuote = async (t: TestApp) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({
      ...validContact,
      website: "",
      captchaToken: await solvedToken(t.app),
    }),
  });

describe("photos held by uploads in flight, from outside", () => {
  it("an attacker's upload past the cap held by another upload gets 503 with Retry-After, and stores nothing", async () => {
    const { t, port, lines } = await start();
    const photo = await plainJpeg(1400, 1050, 95);
    expect(photo.length).toBeGreaterThan(1.1 * MB);
    expect(photo.length).toBeLessThan(1.5 * MB);
    const slow = await slowUpload(t, port, photo, 1024);
    // The slow upload's bytes arrive: a 1 MB request no longer fits beside them.
    await eventually(async () => !(await roomFor(port, t, MB)));

    // Declared by its length: refused before its captcha is spent or a byte of it is read.
    const declared = Buffer.concat([await fieldsHead(t, "second.jpg"), jpegLookalike(MB), closing]);
    const first = await rawRequest(port, rawPost(multipart, declared));
    // Sent chunked, with no length to judge by: refused as its bytes reach the cap.
    const chunked = rawConnection(port);
    chunked.socket.write(rawHead(multipart));
    chunked.socket.write(chunk(await fieldsHead(t, "third.jpg")));
    for (let i = 0; i < 8; i++) chunked.socket.write(chunk(jpegLookalike(128 * 1024)));
    chunked.socket.write(chunk(closing));
    chunked.socket.write(chunk(""));
    const second = await chunked.answer;

    for (const answer of [first, second]) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        error: expect.stringMatching(/again/),
      });
    }
    expect(await storedRows(t)).toEqual({ leads: 0, photos: 0, outbox: 0, keys: 0 });

    // A quote request without photos never waits for the uploads.
    expect((await jsonQuote(t)).statusCode).toBe(200);
    expect(await storedRows(t)).toMatchObject({ leads: 1, photos: 0 });

    // The slow upload itself, within the cap, is taken when it ends.
    slow.socket.write(slow.rest);
    expect((await slow.answer).status).toBe(200);
    expect(await storedRows(t)).toMatchObject({ leads: 2, photos: 1 });
    expect(lines.filter((line) => line.level >= errorLevel)).toEqual([]);
  });

  it("an attacker's single upload larger than the whole cap gets 503 and stores nothing", async () => {
    const { t, port } = await start();
    const body = Buffer.concat([
      await fieldsHead(t, "big.jpg"),
      jpegLookalike(1.5 * MB),
      Buffer.from(`\r\n${fileHead(boundary, "bigger.jpg")}`, "latin1"),
      jpegLookalike(1.5 * MB),
      closing,
    ]);
    const answer = await rawRequest(port, rawPost(multipart, body));
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBeDefined();
    expect(await storedRows(t)).toEqual({ leads: 0, photos: 0, outbox: 0, keys: 0 });
  });

  it("an attacker who abandons a half-sent upload holds none of the cap afterwards", async () => {
    const { t, port } = await start();
    const slow = await slowUpload(t, port, jpegLookalike(1.5 * MB), 200 * 1024);
    await eventually(async () => !(await roomFor(port, t, MB)));
    slow.socket.destroy();
    await eventually(() => roomFor(port, t, 1.9 * MB));

    const photo = await plainJpeg(1400, 1050, 95);
    const body = Buffer.concat([await fieldsHead(t, "after.jpg"), photo, closing]);
    const answer = await rawRequest(port, rawPost(multipart, body));
    expect(answer.status).toBe(200);
    expect(await storedRows(t)).toMatchObject({ leads: 1, photos: 1 });
  });
});

describe("UPLOAD_MEMORY_MAX_MB", () => {
  it("is 100 MB unless set, and a bad value stops the server naming it", () => {
    // Production, the default, needs its origin (decision 195).
    const site = { PUBLIC_URL: "https://www.ironwood.example" };
    expect(loadConfig(site).UPLOAD_MEMORY_MAX_MB).toBe(100);
    expect(loadConfig({ ...site, UPLOAD_MEMORY_MAX_MB: "64" }).UPLOAD_MEMORY_MAX_MB).toBe(64);
    for (const bad of ["0", "-5", "lots", "1.5"]) {
      expect(() => loadConfig({ ...site, UPLOAD_MEMORY_MAX_MB: bad }), bad).toThrow(
        /UPLOAD_MEMORY_MAX_MB/,
      );
    }
  });
});
