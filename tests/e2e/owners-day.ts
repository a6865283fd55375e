import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { entryLabels } from "../../content/admin-entries";
import { leadDetailsCopy } from "../../content/lead-details";
import {
  adminRoutes,
  type EntryDetail,
  type EntryJob,
  type EntryText,
  type InboxListItem,
} from "../../contracts/admin-api";
import { displayPhone } from "../../contracts/phone";
import { thumbnailLongestSide } from "../../contracts/thumbnails";

/**
 * A realistic day of the inbox (issue 52), for the stand-in of its API (./admin-fixtures.ts):
 * a new request with a message, services, a ZIP and its town, and real photos; a financing
 * request; a thread both ways with a picture; a number that texted STOP; a job won at
 * $48,500; a completed one; a review notice. Screenshots and axe look at what an owner sees.
 */

const owner = "owner@ironwoodremodeling.example";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The site's own photos (content/photos/), standing in for a homeowner's phone photos. */
export const dayPhotos = {
  "lead-dana": [
    "bathroom/bathroom-double-vanity-tub.jpg",
    "bathroom/bathroom-white-walk-in-shower.jpg",
    "bathroom/bathroom-dark-vanity-white.jpg",
    "bathroom/bathroom-marble-shower-tub.jpg",
    "bathroom/bathroom-freestanding-tub-window.jpg",
  ],
  "lead-elena": ["kitchen/kitchen-wood-island-granite.jpg", "kitchen/kitchen-dining-open-plan.jpg"],
  /** Pictures texted in, by the text's id. */
  "text-tub": ["bathroom/bathroom-stone-arch-mirror.jpg"],
} as const;

/** Each photo's size in pixels, as the owner's API reports it beside its address. */
const photoSizes: Record<string, readonly [number, number]> = {
  "bathroom/bathroom-double-vanity-tub.jpg": [2400, 1506],
  "bathroom/bathroom-white-walk-in-shower.jpg": [1777, 2400],
  "bathroom/bathroom-dark-vanity-white.jpg": [1600, 1067],
  "bathroom/bathroom-marble-shower-tub.jpg": [2400, 1601],
  "bathroom/bathroom-freestanding-tub-window.jpg": [2400, 1600],
  "kitchen/kitchen-wood-island-granite.jpg": [2400, 1600],
  "kitchen/kitchen-dining-open-plan.jpg": [2400, 1600],
  "bathroom/bathroom-stone-arch-mirror.jpg": [2400, 1874],
};
const sized = (url: string, name: string) => {
  const [width, height] = photoSizes[name] ?? [1600, 1200];
  return { url, width, height };
};

const photoFile = (name: string) => join("content", "photos", name);

/** A photo's bytes as the owner's API serves them. */
export function photoBytes(name: string): Buffer {
  return readFileSync(photoFile(name));
}

const thumbnails = new Map<string, Promise<Buffer>>();
/** Its thumbnail, made as the server makes them: 320 px on the longest side, WebP or JPEG. */
export function thumbnailBytes(name: string, format: "webp" | "jpg"): Promise<Buffer> {
  const key = `${name}.${format}`;
  let made = thumbnails.get(key);
  if (!made) {
    const resized = sharp(photoFile(name)).rotate().resize({
      width: thumbnailLongestSide,
      height: thumbnailLongestSide,
      fit: "inside",
    });
    made = (
      format === "webp" ? resized.webp({ quality: 70 }) : resized.jpeg({ quality: 72 })
    ).toBuffer();
    thumbnails.set(key, made);
  }
  return made;
}

type Lead = {
  id: string;
  minutes: number;
  status: EntryDetail["status"];
  name: string;
  phone: string;
  email: string | null;
  summary: string;
  message: string;
  zip: string | null;
  town: string | null;
  outsideServiceArea?: boolean;
  contactPreference: EntryJob["contactPreference"];
  bestTime: EntryJob["bestTime"];
  smsConsent: boolean;
  minutesToContact: number | null;
  photos?: readonly string[];
  texts?: EntryText[];
  optedOut?: boolean;
  wonValue?: number;
  financing?: boolean;
  reviewRequest?: EntryDetail["reviewRequest"];
};

function text(partial: Partial<EntryText> & Pick<EntryText, "id" | "body" | "at">): EntryText {
  return {
    direction: "in",
    kind: "visitor",
    state: "received",
    errorCode: null,
    media: [],
    stopRequest: false,
    ...partial,
  };
}

const leads: Lead[] = [
  {
    id: "lead-dana",
    minutes: 7,
    status: "new",
    name: "Dana Whitfield",
    phone: "+16305550199",
    email: "dana.whitfield@example.com",
    summary: "Bathroom Remodeling, Tile Work",
    message:
      "Our upstairs bath is original to the house (1994). We'd like the tub out and a walk-in shower with a bench, new tile floor and a double vanity. Photos of the room attached. Budget around $25k, hoping to start in May.",
    zip: "60540",
    town: "Naperville, IL",
    contactPreference: "text",
    bestTime: "evening",
    smsConsent: true,
    minutesToContact: null,
    photos: dayPhotos["lead-dana"],
    texts: [
      text({
        id: "text-thanks",
        direction: "out",
        kind: "thank_you",
        body: "Thanks for your request, Dana! Ironwood Remodeling will reach out within one business day.",
        state: "delivered",
        at: minutesAgo(7),
      }),
      text({
        id: "text-tub",
        body: "One more photo: this is the mirror we'd like to keep.",
        at: minutesAgo(5),
        media: [sized(adminRoutes.textMedia("lead-dana", "text-tub", 0), dayPhotos["text-tub"][0])],
      }),
      text({
        id: "text-reply",
        direction: "out",
        kind: "reply",
        body: "Got it, we can work around the mirror. Does Thursday at 6 pm work for a visit?",
        state: "delivered",
        at: minutesAgo(3),
      }),
      text({ id: "text-yes", body: "Thursday at 6 is perfect, thank you!", at: minutesAgo(2) }),
    ],
  },
  {
    id: "lead-gloria",
    minutes: 38,
    status: "contacted",
    name: "Gloria Hayes",
    phone: "+16305550131",
    email: "gloria.hayes@example.com",
    summary: "Roofing",
    message: "Could we spread the cost of a new roof over a few years? The house is 2,100 sq ft.",
    zip: "60563",
    town: "Naperville, IL",
    contactPreference: "call",
    bestTime: "morning",
    smsConsent: false,
    minutesToContact: 14,
    financing: true,
  },
  {
    id: "lead-texted",
    minutes: 52,
    status: "new",
    name: "+16305550188",
    phone: "+16305550188",
    email: null,
    summary: "",
    message: "",
    zip: null,
    town: null,
    contactPreference: null,
    bestTime: null,
    smsConsent: false,
    minutesToContact: null,
    optedOut: true,
    texts: [
      text({
        id: "text-roof",
        body: "Do you do roof repairs? Shingles came off.",
        at: minutesAgo(52),
      }),
      text({ id: "text-stop", body: "STOP", at: minutesAgo(40) }),
    ],
  },
  {
    id: "lead-marcus",
    minutes: 60 * 26,
    status: "quoted",
    name: "Marcus Lee",
    phone: "+18155550142",
    email: "marcus.lee@example.com",
    summary: "Basement Finishing",
    message: "Finish about 900 sq ft of basement: a family room, a half bath and a wet bar.",
    zip: "60115",
    town: "DeKalb, IL",
    outsideServiceArea: true,
    contactPreference: "email",
    bestTime: "afternoon",
    smsConsent: false,
    minutesToContact: 12,
  },
  {
    id: "lead-elena",
    minutes: 60 * 24 * 9,
    status: "won",
    name: "Elena Ruiz",
    phone: "+16305550164",
    email: "elena.ruiz@example.com",
    summary: "Kitchen Remodeling, Flooring",
    message:
      "Full kitchen remodel: new cabinets, quartz counters, an island, and hardwood through the first floor.",
    zip: "60187",
    town: "Wheaton, IL",
    contactPreference: "call",
    bestTime: "afternoon",
    smsConsent: true,
    minutesToContact: 22,
    photos: dayPhotos["lead-elena"],
    wonValue: 48_500,
  },
  {
    id: "lead-tom",
    minutes: 60 * 24 * 40,
    status: "completed",
    name: "Tom Becker",
    phone: "+16305550123",
    email: "tom.becker@example.com",
    summary: "Deck Building",
    message: "A 16x20 composite deck off the kitchen, with stairs to the yard.",
    zip: "60532",
    town: "Lisle, IL",
    contactPreference: "text",
    bestTime: "morning",
    smsConsent: true,
    minutesToContact: 9,
    wonValue: 18_200,
    reviewRequest: {
      requestedAt: minutesAgo(60 * 24 * 2),
      remindedAt: null,
      reminders: 0,
      openedAt: minutesAgo(60 * 24),
      unsubscribedAt: null,
    },
  },
];

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

/** The file behind a photo or texted picture's address in the day, if any. */
export function dayPhotoAt(path: string): string | undefined {
  const photo = path.match(/^\/api\/admin\/entries\/([^/]+)\/photos\/(\d+)/);
  if (photo) {
    const list = (dayPhotos as Record<string, readonly string[]>)[decodeURIComponent(photo[1]!)];
    return list?.[Number(photo[2])];
  }
  const media = path.match(/^\/api\/admin\/entries\/[^/]+\/texts\/([^/]+)\/media\/(\d+)/);
  if (media) {
    const list = (dayPhotos as Record<string, readonly string[]>)[decodeURIComponent(media[1]!)];
    return list?.[Number(media[2])];
  }
  return undefined;
}
