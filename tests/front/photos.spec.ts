/**
 * Quote requests with five photos through the front: Caddy sets no lower limit of its own,
 * the server's limit answers in the API's words, and a lead is stored under the visitor's
 * own address, not Caddy's.
 */
import { expect, test } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import Database from "better-sqlite3";
import { join } from "node:path";
import { plainJpeg } from "../support/images";
import { multipartBody } from "../support/multipart";
import { frontRequest } from "../support/tls-front";
import { frontState } from "./front-state";

const front = frontState();

async function captchaToken(from: string): Promise<string> {
  const response = await frontRequest(`${front.origin}/api/captcha/challenge`, {
    ca: front.root,
    localAddress: from,
  });
  const challenge = JSON.parse(response.body.toString("utf8")) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
}

type Photo = { name: string; bytes: Buffer };

/** A quote request with `photos`, as the form sends it, from `from`. */
async function sendWithPhotos(from: string, photos: Photo[]) {
  const { body, contentType } = await multipartBody(
    {
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "(630) 555-0199",
      service: "Kitchen Remodeling",
      message: "The kitchen floor is cracked near the sink; photos attached.",
      smsConsent: "No",
      captchaToken: await captchaToken(from),
      website: "",
      type: "contact",
    },
    photos,
  );
  const response = await frontRequest(`${front.origin}/api/contact`, {
    method: "POST",
    ca: front.root,
    localAddress: from,
    headers: { "content-type": contentType },
    body,
  });
  return { status: response.status, json: JSON.parse(response.body.toString("utf8")) as unknown };
}

function query<T>(sql: string, ...params: string[]): T {
  const db = new Database(join(front.dataDir, "site.sqlite"), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

const photos = (bytes: Buffer): Photo[] =>
  Array.from({ length: 5 }, (_, i) => ({ name: `kitchen-${i + 1}.jpg`, bytes }));

test("a quote request with five photos of 4 MB passes through the front", async () => {
  test.setTimeout(90_000);
  // Noise weighs what a photo does: about 4.4 MB each, 22 MB in all, under the 25 MB.
  const photo = await plainJpeg(2400, 1800, 96, 60);
  expect(photo.length).toBeGreaterThan(4_000_000);
  const visitor = "127.0.0.31";
  const response = await sendWithPhotos(visitor, photos(photo));
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  const { id } = response.json as { id: string };
  expect(query("select ip, photo_count from leads where id = ?", id)).toEqual({
    ip: visitor,
    photo_count: 5,
  });
});

test("an attacker's 26 MB of photos through the front gets the server's own 413, and nothing is stored", async () => {
  test.setTimeout(90_000);
  const photo = await plainJpeg(2600, 2000, 96, 60);
  expect(photo.length * 5).toBeGreaterThan(25 * 1024 * 1024);
  const before = query<{ n: number }>("select count(*) as n from leads").n;
  const response = await sendWithPhotos("127.0.0.32", photos(photo));
  expect(response.status).toBe(413);
  expect(response.json).toMatchObject({
    success: false,
    error: expect.any(String),
    file: "kitchen-5.jpg",
  });
  expect(query<{ n: number }>("select count(*) as n from leads").n).toBe(before);
});
