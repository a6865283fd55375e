import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { bookingCopy } from "../../content/booking";
import { firstName } from "../channels/sms-body";
import { bookingApi } from "./api";
import { refreshEveryMs, refreshFeeds } from "./feeds";
import { bookingPath, bookingPathPattern } from "./links";
import { cancelPage, confirmedPage, daysPage, messagePage, timesPage } from "./page";
import { bookFromLink, type BookingLead, leadOfLink, loadAvailability, openDays } from "./service";
import type { BookingOptions } from "./options";
import { cancelVisit } from "./visits";

/**
 * /book/<token>, the homeowner's booking page (issue 55), served by Fastify as plain HTML:
 * GET lists the open days, or a chosen day's times (?day=), and never changes anything;
 * POST books (or moves the visit the lead has) and answers 303 to the page, which then
 * shows the visit. /book/<token>/cancel asks on GET and cancels on POST. The token is a
 * credential in the path: the logger writes the route's pattern instead (server/logger.ts).
 */

const formType = "application/x-www-form-urlencoded";
const cancelPattern = `${bookingPathPattern}/cancel`;
const dayQuery = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  change: z.string().optional(),
});
const bookForm = z.object({
  start: z.coerce.number().int().positive(),
  street: z.string().trim().min(3).max(200),
});
const limit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer")
    .send(body);
}

type Params = { Params: { token: string } };

export async function bookingRoutes(app: FastifyInstance, options: BookingOptions) {
  const { db, linkKey, now, onChange } = options;
  app.addContentTypeParser(formType, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const lead = (token: string) => leadOfLink(db, linkKey, token, now().getTime());
  const unknown = (reply: FastifyReply) => html(reply, 404, messagePage(bookingCopy.unknown));

  async function showDays(
    reply: FastifyReply,
    found: BookingLead,
    token: string,
    wanted: { day?: string; error?: string; address?: string },
    status = 200,
  ) {
    const at = now().getTime();
    const rules = await loadAvailability(db);
    const days = await openDays(db, rules, at, found.visit?.id);
    const action = bookingPath(token);
    const context = {
      firstName: firstName(found.name),
      visitMinutes: rules.visitMinutes,
      now: at,
      error: wanted.error,
    };
    const day = days.find((d) => d.date === wanted.day);
    const page = day
      ? timesPage(action, day, {
          ...context,
          address: wanted.address ?? found.visit?.streetAddress,
        })
      : daysPage(action, days, context);
    return html(reply, status, page);
  }

  app.get<Params>(bookingPathPattern, limit, async (request, reply) => {
    const { token } = request.params;
    const found = await lead(token);
    if (!found) return unknown(reply);
    if (found.outsideServiceArea) return html(reply, 200, messagePage(bookingCopy.callUs));
    const query = dayQuery.safeParse(request.query);
    const wanted = query.success ? query.data : {};
    if (found.visit && wanted.change === undefined && wanted.day === undefined) {
      const path = bookingPath(token);
      return html(
        reply,
        200,
        confirmedPage({ move: `${path}?change=1`, cancel: `${path}/cancel` }, found.visit),
      );
    }
    return showDays(reply, found, token, wanted);
  });

  app.post<Params>(bookingPathPattern, limit, async (request, reply) => {
    const { token } = request.params;
    const found = await lead(token);
    if (!found) return unknown(reply);
    if (found.outsideServiceArea) return html(reply, 200, messagePage(bookingCopy.callUs));
    const form = bookForm.safeParse(request.body);
    if (!form.success) {
      const street = typeof (request.body as { street?: unknown } | undefined)?.street === "string";
      return showDays(
        reply,
        found,
        token,
        { error: street ? bookingCopy.timeMissing : bookingCopy.addressMissing },
        400,
      );
    }
    const { start, street } = form.data;
    const at = now().getTime();
    const answer = await bookFromLink(db, found, { start, streetAddress: street, now: at });
    if (!answer.ok) {
      // "taken", "full" or no longer offered: the loser picks another time of the same day.
      const rules = await loadAvailability(db);
      const day = new Date(start).toLocaleDateString("en-CA", { timeZone: rules.timeZone });
      return showDays(reply, found, token, { day, error: bookingCopy.taken, address: street }, 409);
    }
    if (!("unchanged" in answer)) {
      request.log.info(
        { visit: answer.visit.id },
        found.visit ? "a visit moved" : "a visit booked",
      );
      await onChange?.({
        change: found.visit ? "moved" : "booked",
        visit: { ...answer.visit, streetAddress: street },
        lead: found,
      });
    }
    return reply.header("Cache-Control", "no-store").redirect(bookingPath(token), 303);
  });

  app.get<Params>(cancelPattern, limit, async (request, reply) => {
    const { token } = request.params;
    const found = await lead(token);
    if (!found?.visit) return unknown(reply);
    const path = bookingPath(token);
    return html(reply, 200, cancelPage(`${path}/cancel`, path, found.visit));
  });

  app.post<Params>(cancelPattern, limit, async (request, reply) => {
    const { token } = request.params;
    const found = await lead(token);
    if (!found?.visit) return unknown(reply);
    const cancelled = await cancelVisit(db, found.visit.id, now().getTime());
    if (cancelled) {
      request.log.info({ visit: cancelled.id }, "a visit cancelled");
      await onChange?.({
        change: "cancelled",
        visit: { ...cancelled, streetAddress: found.visit.streetAddress },
        lead: found,
      });
    }
    const again = { href: bookingPath(token), text: bookingCopy.cancel.again };
    return html(reply, 200, messagePage(bookingCopy.cancel.done, again));
  });

  // The same booking as JSON, for the picker in the quote dialog (decision 252).
  await bookingApi(app, options);

  // The owner's calendars, read every 5 minutes; one instance or many, each keeps its copy.
  const refresh = async () => {
    const { timeZone } = await loadAvailability(db);
    await refreshFeeds(db, {
      now: now().getTime(),
      zone: timeZone,
      allowLocal: options.allowLocalFeeds,
    });
  };
  const timer = setInterval(
    () => void refresh().catch(() => app.log.warn("calendar feeds could not be refreshed")),
    refreshEveryMs,
  );
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
