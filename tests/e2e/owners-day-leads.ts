import {
  adminRoutes,
  type EntryDetail,
  type EntryJob,
  type EntryText,
  type LeadService,
} from "../../contracts/admin-api";
import { dayPhotos, sized } from "./owners-day-photos";

/** The leads of the owner's day (./owners-day.ts), as the homeowners sent them. */

export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

export type Lead = {
  id: string;
  minutes: number;
  status: EntryDetail["status"];
  name: string;
  phone: string;
  email: string | null;
  summary: string;
  /** The services one by one, as the server lists them (decision 239). */
  services: LeadService[];
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

export const leads: Lead[] = [
  {
    id: "lead-dana",
    minutes: 7,
    status: "new",
    name: "Dana Whitfield",
    phone: "+16305550199",
    email: "dana.whitfield@example.com",
    summary: "Bathroom Remodeling, Tile Work",
    services: [
      { slug: "bathroom-remodeling", label: "Bathroom Remodeling", listed: true },
      { slug: "tile-work", label: "Tile Work", listed: true },
    ],
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
    services: [{ slug: "roofing", label: "Roofing", listed: true }],
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
    services: [],
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
    services: [{ slug: "basements", label: "Basement Finishing", listed: true }],
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
    services: [
      { slug: "kitchen-remodeling", label: "Kitchen Remodeling", listed: true },
      { slug: "flooring", label: "Flooring", listed: true },
    ],
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
    services: [{ slug: null, label: "Deck Building", listed: false }],
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
