import { entryLabels } from "../../content/admin-entries";
import { leadDetailsCopy } from "../../content/lead-details";
import { adminRoutes, type EntryDetail, type InboxListItem } from "../../contracts/admin-api";
import { displayPhone } from "../../contracts/phone";
import { type Lead, leads, minutesAgo } from "./owners-day-leads";
import { sized } from "./owners-day-photos";

/**
 * A realistic day of the inbox (issue 52), for the stand-in of its API (./admin-fixtures.ts):
 * a new request with a message, services, a ZIP and its town, and real photos; a financing
 * request; a thread both ways with a picture; a number that texted STOP; a job won at
 * $48,500; a completed one; a review notice. Screenshots and axe look at what an owner sees.
 */

const owner = "owner@ironwoodremodeling.example";

function preview(lead: Lead): Pick<InboxListItem, "preview" | "previewFrom"> {
  const latestIn = lead.texts?.filter((t) => t.direction === "in").at(-1);
  return latestIn
    ? { preview: latestIn.body, previewFrom: "text" }
    : { preview: lead.message.replace(/\s+/g, " "), previewFrom: "message" };
}

function listItem(lead: Lead): InboxListItem {
  const unread = lead.id === "lead-dana" ? 1 : 0;
  return {
    id: lead.id,
    kind: "lead",
    createdAt: minutesAgo(lead.minutes),
    status: lead.status,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    summary: lead.summary,
    services: lead.services,
    photoCount: lead.photos?.length ?? 0,
    minutesToContact: lead.minutesToContact,
    outsideServiceArea: lead.outsideServiceArea ?? false,
    unreadTexts: unread,
    displayName: lead.name.startsWith("+") ? displayPhone(lead.name) : lead.name,
    displayPhone: displayPhone(lead.phone),
    ...preview(lead),
    town: lead.town ?? lead.zip,
    zip: lead.zip,
    optedOut: lead.optedOut ?? false,
    wonValue: lead.wonValue ?? null,
    financing: lead.financing ?? false,
  };
}

function detail(lead: Lead): EntryDetail {
  const { labels, contactPreferences, bestTimes } = leadDetailsCopy;
  const line = (label: string, value: string) => ({ label, value: value || entryLabels.none });
  const item = listItem(lead);
  const fromForm = lead.message !== "";
  const createdAt = item.createdAt;
  return {
    ...item,
    fields: fromForm
      ? [
          line(entryLabels.lead.name, lead.name),
          line(entryLabels.lead.email, lead.email ?? ""),
          line(entryLabels.lead.phone, item.displayPhone),
          line(entryLabels.lead.services, lead.summary),
          line(entryLabels.lead.message, lead.message),
          line(entryLabels.lead.smsConsent, lead.smsConsent ? entryLabels.yes : entryLabels.no),
          ...(lead.zip ? [line(labels.zip, lead.zip)] : []),
          ...(lead.contactPreference
            ? [line(labels.contactPreference, contactPreferences[lead.contactPreference])]
            : []),
          ...(lead.bestTime ? [line(labels.bestTime, bestTimes[lead.bestTime])] : []),
        ]
      : [line(entryLabels.lead.phone, item.displayPhone)],
    notes:
      lead.status === "new"
        ? []
        : [
            {
              id: `${lead.id}-note`,
              author: owner,
              body: "Walked the job with them; quote sent the next morning.",
              createdAt: minutesAgo(lead.minutes - 5),
            },
          ],
    history: [{ at: createdAt, actor: "system", change: "created", from: null, to: null }],
    deliveries: [
      {
        outboxId: `${lead.id}-email`,
        channel: "email",
        status: "delivered",
        attempts: 1,
        lastError: null,
        deliveredAt: createdAt,
      },
    ],
    photos: (lead.photos ?? []).map((name, index) =>
      sized(adminRoutes.photo(lead.id, index), name),
    ),
    texting: {
      texts: lead.texts ?? [],
      optedOut: lead.optedOut ?? false,
      stopRequest: null,
    },
    reviewRequest: lead.reviewRequest ?? null,
    wonValue: lead.wonValue ?? null,
    financing: lead.financing ?? false,
    job: fromForm
      ? {
          message: lead.message,
          zip: lead.zip,
          town: lead.town,
          contactPreference: lead.contactPreference,
          bestTime: lead.bestTime,
          smsConsent: lead.smsConsent,
        }
      : null,
    canText: true,
  };
}

const review: InboxListItem = {
  id: "review-priya",
  kind: "review",
  createdAt: minutesAgo(95),
  status: "new",
  name: "Priya Natarajan",
  phone: "+16305550124",
  email: null,
  summary: "Google, Yelp",
  services: [],
  photoCount: 0,
  minutesToContact: null,
  outsideServiceArea: false,
  unreadTexts: 0,
  displayName: "Priya Natarajan",
  displayPhone: displayPhone("+16305550124"),
  preview: "Left five stars on both. The crew was tidy and on time every day.",
  previewFrom: "message",
  town: null,
  zip: null,
  optedOut: false,
  wonValue: null,
  financing: false,
};

/** The day's list, newest first, and each entry's page: for `stubAdminApi(page, ownersDay())`. */
export function ownersDay(): { items: InboxListItem[]; entries: Map<string, EntryDetail> } {
  const items = [...leads.map(listItem), review].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const entries = new Map(leads.map((lead) => [lead.id, detail(lead)]));
  entries.set(review.id, {
    ...review,
    fields: [
      { label: entryLabels.review.name, value: review.name },
      { label: entryLabels.review.phone, value: review.displayPhone },
      { label: entryLabels.review.platforms, value: review.summary },
      { label: entryLabels.review.message, value: review.preview },
    ],
    notes: [],
    history: [{ at: review.createdAt, actor: "system", change: "created", from: null, to: null }],
    deliveries: [],
    photos: [],
    texting: { texts: [], optedOut: false, stopRequest: null },
    reviewRequest: null,
    wonValue: null,
    financing: false,
    job: null,
    canText: true,
  });
  return { items, entries };
}
