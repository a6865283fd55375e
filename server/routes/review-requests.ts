import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { reviewRequestCopy } from "../../content/review-requests";
import {
  apiRoutes,
  reviewRequestLinkPattern,
  reviewRequestQuery,
  routes,
} from "../../contracts/routes";
import type { Database } from "../db/schema";
import { escapeHtml } from "../html";
import { markRequest, requestByToken } from "../reviews/requests";

export type ReviewRequestOptions = { db: Kysely<Database>; now: () => Date };

const formType = "application/x-www-form-urlencoded";
const tokenPattern = /^[A-Za-z0-9_-]{16,64}$/;
const openedBody = z.object({ token: z.string().regex(tokenPattern) });
const copy = reviewRequestCopy.unsubscribePage;

/** The token of a request, from the query (`?t=`) or a form's field; undefined when malformed. */
function tokenOf(query: unknown, body: unknown): string | undefined {
  const fromQuery = z.object({ t: z.string() }).safeParse(query);
  const fromForm = body instanceof URLSearchParams ? body.get("t") : null;
  const token = fromQuery.success ? fromQuery.data.t : fromForm;
  return token && tokenPattern.test(token) ? token : undefined;
}

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title></head>
<body style="font-family:sans-serif;font-size:18px;line-height:1.5;max-width:32rem;margin:2rem auto;padding:0 1rem">
${body}
</body></html>
`);
}

/**
 * A review request's public side (issue 37): the tracked link, the homeowner's action on
 * /review, and the unsubscribe. The one-click POST of RFC 8058 is form-encoded and carries
 * no Origin: its parser is registered in this plugin alone, and the Origin check covers
 * only the inbox's routes. A GET never unsubscribes: mail scanners fetch links.
 */
export async function reviewRequestRoutes(app: FastifyInstance, { db, now }: ReviewRequestOptions) {
  app.addContentTypeParser(formType, { parseAs: "string" }, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });

  app.get<{ Params: { token: string } }>(reviewRequestLinkPattern, async (request, reply) => {
    const { token } = request.params;
    const known = tokenPattern.test(token) && (await markRequest(db, token, "visited_at", now()));
    const query = new URLSearchParams(
      known ? { from: reviewRequestQuery.from, [reviewRequestQuery.token]: token } : {},
    ).toString();
    return reply
      .header("Cache-Control", "no-store")
      .header("Referrer-Policy", "no-referrer")
      .redirect(query ? `${routes.review}?${query}` : routes.review, 302);
  });

  app.post(apiRoutes.reviewOpened, async (request, reply) => {
    const parsed = openedBody.safeParse(request.body);
    if (parsed.success) await markRequest(db, parsed.data.token, "opened_at", now());
    // The same answer for any token: the page learns nothing about other requests.
    return reply.code(204).send();
  });

  app.get(apiRoutes.reviewUnsubscribe, async (request, reply) => {
    const token = tokenOf(request.query, undefined);
    const known = token && (await requestByToken(db, token));
    if (!token || !known) return page(reply, 404, `<p>${escapeHtml(copy.unknown)}</p>`);
    if (known.unsubscribed_at) return page(reply, 200, `<p>${escapeHtml(copy.done)}</p>`);
    return page(
      reply,
      200,
      `<form method="post" action="${escapeHtml(`${apiRoutes.reviewUnsubscribe}?t=${token}`)}">
<p>${escapeHtml(copy.question)}</p>
<button type="submit" style="font-size:18px;padding:10px 16px">${escapeHtml(copy.button)}</button>
</form>`,
    );
  });

  app.post(apiRoutes.reviewUnsubscribe, async (request, reply) => {
    const token = tokenOf(request.query, request.body);
    const done = token !== undefined && (await markRequest(db, token, "unsubscribed_at", now()));
    if (!done) return page(reply, 404, `<p>${escapeHtml(copy.unknown)}</p>`);
    request.log.info("a review request unsubscribed");
    return page(reply, 200, `<p>${escapeHtml(copy.done)}</p>`);
  });
}
