import { mkdtempSync, readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  heicFile,
  jpegLookalike,
  phoneJpeg,
  plainJpeg,
  pngBomb,
  svgFile,
  textFile,
} from "../../tests/support/images";
import { type FilePart, multipartBody, postWithPhotos } from "../../tests/support/multipart";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { signedPhotoUrl } from "../photos/links";
import { loadPhoto } from "../photos/read";
import { photoLinkSecret } from "../secret-file";

const MB = 1024 * 1024;

// Temporary files land in a folder of this test's own, so another process's files in the
// shared temporary folder cannot pass for ours, and ours cannot hide among them.
const originalTmp = process.env.TMPDIR;
let privateTmp = "";
beforeAll(() => {
  privateTmp = mkdtempSync(join(tmpdir(), "photo-uploads-"));
  process.env.TMPDIR = privateTmp;
});
afterAll(() => {
  if (originalTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = originalTmp;
});

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function start(env: Record<string, string> = {}) {
  // The app's own DATA_DIR is made before TMPDIR is read, so it is not counted below.
  harness = await startTestApp(env);
  return harness;
}

async function fields(t: TestApp, extra: Record<string, string> = {}) {
  return { ...validContact, captchaToken: await solvedToken(t.app), website: "", ...extra };
}

async function counts(t: TestApp) {
  const count = async (table: "leads" | "lead_photos" | "outbox" | "idempotency_keys") =>
    Number(
      (
        await t.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    leads: await count("leads"),
    photos: await count("lead_photos"),
    outbox: await count("outbox"),
    keys: await count("idempotency_keys"),
  };
}

const tmpEntries = () =>
  readdirSync(process.env.TMPDIR ?? tmpdir()).filter((name) => !name.startsWith("lead-server-"));

describe("POST /api/contact with photos", () => {
  it("turns a phone's photo upright and strips its EXIF, GPS, XMP and IPTC blocks", async () => {
    const t = await start();
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 600, height: 400, orientation: 6 });
    expect(before.exif && before.xmp && before.iptc).toBeTruthy();

    const response = await postWithPhotos(t, await fields(t), [
      { name: "IMG_0042.jpg", bytes: original },
    ]);

    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    const photo = await loadPhoto(t.store.db, id, 0);
    expect(photo).toMatchObject({ contentType: "image/jpeg", width: 400, height: 600 });
    const stored = await sharp(photo?.bytes).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 400, height: 600 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(photo?.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(photo?.bytes.includes(Buffer.from("Main St"))).toBe(false);
    const lead = await t.store.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead.photo_count).toBe(1);
  });

  it("shrinks a 3,000 px photo to 2,048 px on its longest side, and keeps them in order", async () => {
    const t = await start();
    const files: FilePart[] = [
      { name: "wide.jpg", bytes: await plainJpeg(3000, 1500) },
      {
        name: "small.png",
        bytes: await sharp({ create: { width: 320, height: 240, channels: 3, background: "#369" } })
          .png()
          .toBuffer(),
      },
      {
        name: "tall.webp",
        bytes: await sharp({
          create: { width: 1000, height: 3000, channels: 3, background: "#963" },
        })
          .webp()
          .toBuffer(),
      },
    ];
    const response = await postWithPhotos(t, await fields(t), files);
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    const sizes = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const photo = await loadPhoto(t.store.db, id, index);
        const meta = await sharp(photo?.bytes).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ["jpeg", 2048, 1024],
      ["jpeg", 320, 240],
      ["jpeg", 683, 2048],
    ]);
  });

  it("takes a form without photos, and skips an empty file input", async () => {
    const t = await start();
    const response = await postWithPhotos(t, await fields(t), [
      { name: "", bytes: Buffer.alloc(0), type: "application/octet-stream" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await counts(t)).toMatchObject({ leads: 1, photos: 0, outbox: 1 });
  });

  const refusals: {
    name: string;
    files: () => Promise<FilePart[]>;
    status: number;
    file: string;
    says?: RegExp;
  }[] = [
    {
      name: "six files",
      files: async () => {
        const photo = await plainJpeg(200, 150);
        return [1, 2, 3, 4, 5, 6].map((n) => ({ name: `photo${n}.jpg`, bytes: photo }));
      },
      status: 413,
      file: "photo6.jpg",
      says: /at most 5 photos/,
    },
    {
      name: "an 11 MB file",
      files: async () => [{ name: "huge.jpg", bytes: jpegLookalike(11 * MB) }],
      status: 413,
      file: "huge.jpg",
      says: /larger than 10 MB/,
    },
    {
      name: "26 MB in all (three files of 9 MB)",
      files: async () =>
        ["a.jpg", "b.jpg", "c.jpg"].map((name) => ({ name, bytes: jpegLookalike(9 * MB) })),
      status: 413,
      file: "c.jpg",
      says: /more than 25 MB/,
    },
    {
      name: "a text file named .jpg",
      files: async () => [{ name: "notes.jpg", bytes: textFile }],
      status: 415,
      file: "notes.jpg",
    },
    {
      name: "a truncated JPEG",
      files: async () => {
        const photo = await plainJpeg(1200, 900);
        return [{ name: "cut.jpg", bytes: photo.subarray(0, photo.length >> 1) }];
      },
      status: 400,
      file: "cut.jpg",
      says: /damaged or incomplete/,
    },
    {
      name: "an SVG",
      files: async () => [{ name: "drawing.svg", bytes: svgFile, type: "image/svg+xml" }],
      status: 415,
      file: "drawing.svg",
    },
    {
      name: "a HEIC this server cannot decode",
      files: async () => [{ name: "IMG_1001.HEIC", bytes: heicFile(), type: "image/heic" }],
      status: 415,
      file: "IMG_1001.HEIC",
      says: /send it as JPEG/,
    },
    {
      name: "a good photo beside a bad one",
      files: async () => [
        { name: "good.jpg", bytes: await plainJpeg(800, 600) },
        { name: "bad.jpg", bytes: textFile },
      ],
      status: 415,
      file: "bad.jpg",
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.name} whole: ${refusal.status} naming the file, nothing stored, no temporary file`, async () => {
      const t = await start();
      const files = await refusal.files();
      const tmpBefore = tmpEntries();
      const response = await postWithPhotos(t, await fields(t), files, {
        "idempotency-key": `refused-${refusal.status}-key`,
      });
      expect(response.statusCode).toBe(refusal.status);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body = response.json<{ success: boolean; error: string; file: string }>();
      expect(body).toMatchObject({ success: false, file: refusal.file });
      expect(body.error).toContain(refusal.file);
      if (refusal.says) expect(body.error).toMatch(refusal.says);
      expect(await counts(t)).toEqual({ leads: 0, photos: 0, outbox: 0, keys: 0 });
      expect(tmpEntries()).toEqual(tmpBefore);
    });
  }

  it("refuses a 20,000 x 20,000 px PNG bomb from its header, without decoding it", async () => {
    const t = await start();
    const bomb = await pngBomb(20_000);
    expect(bomb.length).toBeLessThan(MB);
    const payload = await fields(t);
    const tmpBefore = tmpEntries();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    const response = await postWithPhotos(t, payload, [
      { name: "bomb.png", bytes: bomb, type: "image/png" },
    ]);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      file: "bomb.png",
      error: expect.stringMatching(/40 megapixels/),
    });
    // Decoded, its 400 million pixels would take 400 MB at the very least.
    expect(peak - rssBefore).toBeLessThan(64 * MB);
    expect(await counts(t)).toEqual({ leads: 0, photos: 0, outbox: 0, keys: 0 });
    expect(tmpEntries()).toEqual(tmpBefore);
  });

  it("refuses a request without a solved captcha before reading its files", async () => {
    const t = await start();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = "----quote-request-boundary";
    const textPart = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head =
      Object.entries(validContact)
        .map(([name, value]) => textPart(name, value))
        .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="endless.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

    // A file that would go on for 25 MB, sent slowly: the answer must not wait for it.
    const result = await new Promise<{ status: number; body: string; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        let answered = false;
        const request = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/contact",
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        });
        request.on("error", () => {
          // The client gives up its upload once it has the answer (below).
        });
        request.on("response", (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            request.destroy();
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              sent,
            });
          });
          response.on("error", reject);
        });
        request.write(head);
        request.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
        const chunk = Buffer.alloc(64 * 1024, 0x55);
        const drip = () => {
          if (answered || sent > 25 * MB) return;
          request.write(chunk);
          sent += chunk.length;
          setTimeout(drip, 20);
        };
        drip();
      },
    );

    expect(result.status).toBe(403);
    expect(JSON.parse(result.body)).toMatchObject({ success: false });
    // At 64 KB every 20 ms, 25 MB would take 8 seconds; the answer came after a few chunks.
    expect(result.sent).toBeLessThan(2 * MB);
    expect(await counts(t)).toEqual({ leads: 0, photos: 0, outbox: 0, keys: 0 });
  });

  it("lets a client still sending a refused upload read its answer, and keeps serving", async () => {
    const t = await start();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const { body, contentType } = await multipartBody(await fields(t), [
      { name: "first.jpg", bytes: jpegLookalike(MB) },
      { name: "huge.jpg", bytes: jpegLookalike(11 * MB) },
      { name: "after.jpg", bytes: jpegLookalike(8 * MB) },
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ file: "huge.jpg" });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await counts(t)).toEqual({ leads: 0, photos: 0, outbox: 0, keys: 0 });
  });

  it("answers a resend with the same Idempotency-Key as the first, and stores one lead", async () => {
    const t = await start();
    const payload = await fields(t);
    const files = [{ name: "porch.jpg", bytes: await plainJpeg(640, 480) }];
    const headers = { "idempotency-key": "d5b0f2a4-6c1e-4c55-9b0e-2f3c1a7d9e10" };
    const first = await postWithPhotos(t, payload, files, headers);
    // The same body again: its captcha answer is spent, yet the resend gets the first answer.
    const again = await postWithPhotos(t, payload, files, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await counts(t)).toEqual({ leads: 1, photos: 1, outbox: 1, keys: 1 });

    const json = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify(payload),
    });
    expect(json.json()).toEqual(first.json());

    const other = await postWithPhotos(t, await fields(t), files, {
      "idempotency-key": "another-key-0001",
    });
    expect(other.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    expect(await counts(t)).toMatchObject({ leads: 2, photos: 2, keys: 2 });
  });

  it("refuses an Idempotency-Key that is not 8 to 255 printable characters", async () => {
    const t = await start();
    const response = await postWithPhotos(t, await fields(t), [], { "idempotency-key": "short" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/Idempotency-Key/),
    });
  });
});

describe("POST /api/contact details", () => {
  it("stores the three optional details from JSON, and marks a ZIP code outside the service area", async () => {
    const t = await start();
    const post = async (extra: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(await fields(t, extra)),
      });
    const inside = await post({ zip: "60540", contactPreference: "text", bestTime: "evening" });
    const outside = await post({ zip: "53202", contactPreference: "", bestTime: "" });
    const none = await post({});
    const wrong = await post({ zip: "6054", contactPreference: "fax" });
    expect([inside, outside, none].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fieldErrors: { zip: expect.any(String), contactPreference: expect.any(String) },
    });

    const rows = await t.store.db
      .selectFrom("leads")
      .select(["id", "zip", "contact_preference", "best_time", "outside_service_area"])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(inside.json<{ id: string }>().id)).toMatchObject({
      zip: "60540",
      contact_preference: "text",
      best_time: "evening",
      outside_service_area: 0,
    });
    expect(byId.get(outside.json<{ id: string }>().id)).toMatchObject({
      zip: "53202",
      contact_preference: null,
      best_time: null,
      outside_service_area: 1,
    });
    expect(byId.get(none.json<{ id: string }>().id)).toMatchObject({
      zip: null,
      contact_preference: null,
      best_time: null,
      outside_service_area: 0,
    });
  });
});

describe("GET /api/photos/<lead>/<index>", () => {
  it("serves the JPEG to a signed link, and 403 to one unsigned, tampered with or expired", async () => {
    const t = await start();
    const response = await postWithPhotos(t, await fields(t), [
      { name: "deck.jpg", bytes: await plainJpeg(500, 400) },
    ]);
    const { id } = response.json<{ id: string }>();
    const secret = photoLinkSecret(t.config);
    const link = (index: number, expiresAt: Date) =>
      signedPhotoUrl({ origin: "", secret, leadId: id, index, expiresAt });
    const week = new Date(Date.now() + 7 * 24 * 60 * 60_000);

    const ok = await t.app.inject({ method: "GET", url: link(0, week) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/jpeg");
    expect(
      ok.rawPayload.equals((await loadPhoto(t.store.db, id, 0))?.bytes ?? Buffer.alloc(0)),
    ).toBe(true);

    const unsigned = `/api/photos/${id}/0`;
    const tampered = link(0, week).replace(
      /expires=(\d+)/,
      (_, n: string) => `expires=${Number(n) + 1}`,
    );
    const otherIndex = link(0, week).replace(`/${id}/0`, `/${id}/1`);
    const expired = link(0, new Date(Date.now() - 1000));
    for (const url of [
      unsigned,
      tampered,
      otherIndex,
      expired,
      `${unsigned}?expires=99999999999&signature=`,
    ]) {
      const refused = await t.app.inject({ method: "GET", url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ success: false });
    }
    expect((await t.app.inject({ method: "GET", url: expired })).json().error).toMatch(/expired/);
    expect((await t.app.inject({ method: "GET", url: link(3, week) })).statusCode).toBe(404);
  });
});
