/**
 * Behind the front, the server counts each visitor by their own address: Caddy passes it
 * in X-Forwarded-For and the server trusts that header from Caddy alone (TRUST_PROXY).
 * Visitors are told apart by the loopback address they connect from. The server allows
 * RATE_LIMIT_MAX=3 quote requests a minute per address here (global-setup.ts).
 */
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { join } from "node:path";
import { frontRequest } from "../support/tls-front";
import { frontState } from "./front-state";

const front = frontState();

/** An empty quote request: refused by its fields, but counted by the rate limit first. */
function send(from: string, headers: Record<string, string> = {}) {
  return frontRequest(`${front.origin}/api/contact`, {
    method: "POST",
    ca: front.root,
    localAddress: from,
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  });
}

function storedLeads(): number {
  const db = new Database(join(front.dataDir, "site.sqlite"), { readonly: true });
  try {
    return (db.prepare("select count(*) as n from leads").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

test("each visitor behind the front has a rate limit of their own", async () => {
  const first = "127.0.0.21";
  for (let i = 0; i < 3; i += 1) expect((await send(first)).status).toBe(400);
  expect((await send(first)).status).toBe(429);
  // Another visitor, through the same front, is not held back by the first.
  expect((await send("127.0.0.22")).status).toBe(400);
});

test("an attacker who forges X-Forwarded-For through the front is still counted by their own address", async () => {
  const before = storedLeads();
  const statuses: number[] = [];
  let refusal: unknown;
  for (let i = 0; i < 5; i += 1) {
    // A new address each time, as an attacker would write to get a fresh budget.
    const response = await send("127.0.0.23", { "x-forwarded-for": `203.0.113.${i + 1}` });
    statuses.push(response.status);
    if (response.status === 429) refusal = JSON.parse(response.body.toString("utf8"));
  }
  expect(statuses).toEqual([400, 400, 400, 429, 429]);
  expect(refusal).toEqual({ success: false, error: expect.any(String) });
  expect(storedLeads()).toBe(before);
});
