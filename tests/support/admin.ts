import type { LightMyRequestResponse } from "fastify";
import { inviteUser } from "../../server/admin/accounts";
import { issueToken } from "../../server/admin/one-time";
import { adminRoutes } from "../../contracts/admin-api";
import { publicOrigin } from "../../server/config";
import { findPerson, personKey } from "../../server/leads/erase";
import type { TestApp } from "./server";

/**
 * The owner's inbox from outside, for tests: requests as the /admin page makes them (its
 * Origin, JSON), and a person invited the way `npm run admin -- invite` does it.
 */

export function siteOrigin(t: TestApp): string {
  return publicOrigin(t.config);
}

/** An invite for `email`, as the CLI issues it; returns the token the link carries. */
export async function invite(t: TestApp, email: string, now = new Date()): Promise<string> {
  const user = await inviteUser(t.store.db, email, now);
  return (await issueToken(t.store.db, "invite", user.id, now)).token;
}

/** The session cookie a response set, as a Cookie header ("name=value"). */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => /session$/.test(c.name));
  if (!cookie) throw new Error(`no session cookie in a ${response.statusCode} answer`);
  return `${cookie.name}=${cookie.value}`;
}

type Call = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  cookie?: string;
  body?: unknown;
  origin?: string | null;
};

/** A request from the site's own page: its Origin unless told otherwise, JSON bodies. */
export function call(t: TestApp, url: string, { method = "GET", cookie, body, origin }: Call = {}) {
  const headers: Record<string, string> = {};
  const from = origin === undefined ? siteOrigin(t) : origin;
  if (from !== null) headers.origin = from;
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  return t.app.inject({
    method,
    url,
    headers,
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Invites `email` and redeems the invite: the Cookie header of the session it gives. */
export async function signIn(t: TestApp, email = "owner@ironwood.example"): Promise<string> {
  const token = await invite(t, email);
  const response = await call(t, "/api/auth/invite", { method: "POST", body: { token } });
  if (response.statusCode !== 200) throw new Error(`invite: ${response.statusCode}`);
  return sessionCookie(response);
}

/**
 * Erases, from the inbox, what one e-mail address or phone finds, as an owner who ticked
 * each of those entries in the erase dialog would: the erase route takes only an entry and
 * ids confirmed among its matches.
 */
export async function eraseByKey(t: TestApp, cookie: string, person: string) {
  const key = personKey(person);
  if (!key) throw new Error(`not an e-mail address or phone: ${person}`);
  const found = await findPerson(t.store.db, key);
  const ids = [...found.leads, ...found.reviewNotices];
  return call(t, adminRoutes.erase, {
    method: "POST",
    cookie,
    body: { entry: ids[0] ?? "none", ids },
  });
}
