import { bookingCopy } from "../../content/booking";
import { site } from "../../content/site";
import { escapeHtml } from "../html";
import type { OpenDay, Slot } from "./slots";

/**
 * /book/<token> as HTML, written by the server: a form of radio buttons and a submit
 * button, which books with no script at all. The look is the site's (its colors, type and
 * 44-pixel targets) in one small inline style, so the page needs no other request.
 */

const copy = bookingCopy;
const zone = site.timeZone;

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: zone,
  weekday: "long",
  month: "long",
  day: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: zone,
  hour: "numeric",
  minute: "2-digit",
});
const zoneName = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" });

/** "Central" from "Central Standard Time": the zone's name in the page's one note. */
export function zoneLabel(at: number): string {
  const long =
    zoneName.formatToParts(new Date(at)).find((part) => part.type === "timeZoneName")?.value ??
    zone;
  return long.replace(/ (Standard|Daylight) Time$/, "");
}

export const dayLabel = (at: number) => dayFormat.format(new Date(at));
export const timeLabel = (slot: Pick<Slot, "start">) => timeFormat.format(new Date(slot.start));
/** "Tuesday, March 2 at 9:00 AM": how a visit's time is told everywhere. */
export const whenLabel = (at: number) => `${dayLabel(at)} at ${timeLabel({ start: at })}`;

const style = `body{margin:0;background:#f7f4ee;color:#13213a;font:18px/1.5 "Inter Variable","Inter Fallback",ui-sans-serif,system-ui,sans-serif}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.6rem;line-height:1.2;margin:.5rem 0 1rem}
.brand{font-weight:700;color:#13213a;text-decoration:none}
fieldset{border:1px solid #ddd5c8;border-radius:.5rem;background:#fff;margin:1rem 0;padding:.5rem 1rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label.choice{display:flex;align-items:center;gap:.75rem;min-height:44px;border-bottom:1px solid #efe9df}
label.choice:last-child{border-bottom:0}
input[type=radio]{width:1.25rem;height:1.25rem;accent-color:#a84a22}
input[type=text]{box-sizing:border-box;width:100%;min-height:44px;font:inherit;padding:.5rem;border:1px solid #c4b9a8;border-radius:.375rem}
button,.button{display:inline-block;min-height:44px;font:inherit;font-weight:600;color:#fff;background:#a84a22;border:0;border-radius:.375rem;padding:.5rem 1.25rem;text-decoration:none;cursor:pointer}
a{color:#a84a22}
:focus-visible{outline:3px solid #1e5bd8;outline-offset:2px}
.note{color:#34425a;font-size:1rem}
.alert{background:#fbe9e7;color:#b3261e;border-radius:.375rem;padding:.75rem 1rem}
.ok{background:#e3f2e9;color:#1d6b43;border-radius:.375rem;padding:.75rem 1rem}`;

export function bookingPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><a class="brand" href="/">${escapeHtml(site.name)}</a>
${body}
</main></body></html>
`;
}

const paragraph = (text: string, cls = "") =>
  `<p${cls ? ` class="${cls}"` : ""}>${escapeHtml(text)}</p>`;

export function messagePage(text: string, link?: { href: string; text: string }): string {
  const more = link
    ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`
    : "";
  return bookingPage(copy.title, `<h1>${escapeHtml(copy.heading)}</h1>\n${paragraph(text)}${more}`);
}

type Intro = { firstName: string | undefined; visitMinutes: number; now: number; error?: string };

function intro({ firstName, visitMinutes, now, error }: Intro): string {
  return [
    `<h1>${escapeHtml(copy.heading)}</h1>`,
    paragraph(copy.greeting(firstName)),
    paragraph(copy.intro(visitMinutes)),
    paragraph(copy.zoneNote(zoneLabel(now)), "note"),
    error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : "",
  ].join("\n");
}

/** The open days as radio buttons; "Show times" asks for the chosen day's times (a GET). */
export function daysPage(action: string, days: OpenDay[], context: Intro): string {
  if (days.length === 0)
    return bookingPage(copy.title, `${intro(context)}\n${paragraph(copy.noTimes)}`);
  const choices = days
    .map((day, i) => {
      const first = day.slots[0]?.start ?? 0;
      return `<label class="choice"><input type="radio" name="day" value="${escapeHtml(day.date)}"${i === 0 ? " checked" : ""}> ${escapeHtml(dayLabel(first))}</label>`;
    })
    .join("\n");
  return bookingPage(
    copy.title,
    `${intro(context)}
<form method="get" action="${escapeHtml(action)}">
<fieldset><legend>${escapeHtml(copy.daysLegend)}</legend>
${choices}
</fieldset>
<button type="submit">${escapeHtml(copy.showTimes)}</button>
</form>`,
  );
}

/** A day's times as radio buttons and the visit's street address; the form POSTs to book. */
export function timesPage(
  action: string,
  day: OpenDay,
  context: Intro & { address?: string },
): string {
  const label = dayLabel(day.slots[0]?.start ?? 0);
  // Two different zones in one day's list (a DST night) name theirs, so 1:30 is never twice alike.
  const zones = new Set(day.slots.map((slot) => slot.zone));
  const choices = day.slots
    .map((slot) => {
      const time = zones.size > 1 ? `${timeLabel(slot)} ${slot.zone}` : timeLabel(slot);
      return `<label class="choice"><input type="radio" name="start" value="${slot.start}" required> ${escapeHtml(time)}</label>`;
    })
    .join("\n");
  return bookingPage(
    copy.title,
    `${intro(context)}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>${escapeHtml(copy.timesLegend(label))}</legend>
${choices}
</fieldset>
<p><label for="street">${escapeHtml(copy.addressLabel)}</label><br>
<input type="text" id="street" name="street" required maxlength="200" autocomplete="street-address" aria-describedby="street-hint" value="${escapeHtml(context.address ?? "")}"></p>
<p id="street-hint" class="note">${escapeHtml(copy.addressHint)}</p>
<button type="submit">${escapeHtml(copy.book)}</button>
</form>
<p><a href="${escapeHtml(action)}">${escapeHtml(copy.otherDay)}</a></p>`,
  );
}

export function confirmedPage(
  links: { move: string; cancel: string },
  visit: { start: number; streetAddress: string },
): string {
  const c = copy.confirmed;
  return bookingPage(
    copy.title,
    `<h1>${escapeHtml(c.heading)}</h1>
<p class="ok" role="status">${escapeHtml(c.when(whenLabel(visit.start)))}</p>
${paragraph(c.where(visit.streetAddress))}
${paragraph(copy.zoneNote(zoneLabel(visit.start)), "note")}
${paragraph(c.email)}
<h2>${escapeHtml(c.change)}</h2>
<p><a href="${escapeHtml(links.move)}">${escapeHtml(c.move)}</a></p>
<p><a href="${escapeHtml(links.cancel)}">${escapeHtml(c.cancel)}</a></p>`,
  );
}

/** A GET of the cancel link only asks: a mail scanner that fetches it cancels nothing. */
export function cancelPage(action: string, back: string, visit: { start: number }): string {
  return bookingPage(
    copy.title,
    `<h1>${escapeHtml(copy.cancel.question(whenLabel(visit.start)))}</h1>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(copy.cancel.button)}</button>
</form>
<p><a href="${escapeHtml(back)}">${escapeHtml(copy.cancel.keep)}</a></p>`,
  );
}
