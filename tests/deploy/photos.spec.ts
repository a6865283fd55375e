/**
 * A quote request with five photos, near the server's 25 MB, through the front: Caddy
 * sets no lower limit of its own, and the server stores the lead under the visitor's own
 * address, not Caddy's.
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
const visitor = "127.0.0.31";

async function captchaToken(): Promise<string> {
  const response = await frontRequest(`${front.origin}/api/captcha/challenge`, {
    ca: front.root,
    localAddress: visitor,
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

test("a quote request with five photos of 4 MB passes through the front", async () => {
  test.setTimeout(90_000);
  // Noise weighs what a photo does: about 4.4 MB each, 22 MB in all.
  const photo = await plainJpeg(2400, 1800, 96, 60);
  expect(photo.length).toBeGreaterThan(4_000_000);
  const files = Array.from({ length: 5 }, (_, i) => ({
    name: `kitchen-${i + 1}.jpg`,
    bytes: photo,
  }));
  const { body, contentType } = await multipartBody(
    {
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "(630) 555-0199",
      service: "Kitchen Remodeling",
      message: "The kitchen floor is cracked near the sink; photos attached.",
      smsConsent: "No",
      captchaToken: await captchaToken(),
      website: "",
      type: "contact",
    },
    files,
  );
  expect(body.length).toBeGreaterThan(20_000_000);

  const response = await frontRequest(`${front.origin}/api/contact`, {
    method: "POST",
    ca: front.root,
    localAddress: visitor,
    headers: { "content-type": contentType },
    body,
  });
  expect(response.status, response.body.toString("utf8")).toBe(200);
  const { id } = JSON.parse(response.body.toString("utf8")) as { id: string };

  const db = new Database(join(front.dataDir, "site.sqlite"), { readonly: true });
  try {
    const lead = db.prepare("select ip, photo_count from leads where id = ?").get(id);
    expect(lead).toEqual({ ip: visitor, photo_count: 5 });
  } finally {
    db.close();
  }
});
