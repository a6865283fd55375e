import { site } from "./site";

/**
 * The owner's inbox list and its exports, in words (issue 52, items 4 and 6): what a row
 * says beyond the name, the search's wider reach, the CSV's columns, and the Sources
 * screen's names for the sources people tag their links with.
 */
export const inboxListCopy = {
  searchLabel: "Search leads",
  searchPlaceholder: "Name, phone, ZIP, town, words",
  /** Told to a screen reader with the box: what the search reads. */
  searchHint: "Finds a name, phone, e-mail, service, ZIP code, town or words of the message.",
  /** The response clock, short enough to sit beside the heading on a phone. */
  clockLabel: "Median first contact, 30 days",
  call: (phone: string) => `Call ${phone}`,
  optedOut: "Texted STOP",
  optedOutHint: "This number opted out of texts.",
  /** A won job's value: "Won $18,500". */
  wonValue: (dollars: string) => `Won ${dollars}`,
  /** Before a preview that is the person's latest text, not the form's message. */
  latestText: "Text:",
  noPreview: "No message",
  filterLegend: "Show",
} as const;

/** The inbox's CSV: every column's heading, times on the business's clock with its zone. */
export const inboxCsvHeadings = {
  reference: "Reference",
  kind: "Type",
  received: `Received (${site.timeZone})`,
  status: "Status",
  name: "Name",
  phone: "Phone",
  email: "Email",
  summary: "Services or platforms",
  message: "Message",
  notes: "Notes",
  minutesToContact: "Minutes to first contact",
  zip: "ZIP code",
  town: "Town",
  contactPreference: "Contact by",
  bestTime: "Best time",
  outsideServiceArea: "Outside service area",
  photoCount: "Photos",
  wonValue: "Job value (USD)",
  financing: "Financing",
  firstSource: "Came from",
  lastSource: "Last came from",
} as const;

/** One note in the CSV's Notes cell: when on the business's clock, who, what. */
export const csvNote = (time: string, author: string, body: string) =>
  `${time}, ${author}: ${body}`;

/**
 * The Sources screen's names for a campaign's utm_source that the lead page shows as
 * typed. Keys are lower case.
 */
export const sourceWords = {
  utmSources: {
    gbp: "Google Business Profile",
    gmb: "Google Business Profile",
    google_business: "Google Business Profile",
    googlebusiness: "Google Business Profile",
    "google-business-profile": "Google Business Profile",
    lsa: "Google Local Services Ads",
    localservices: "Google Local Services Ads",
    youtube: "YouTube",
    tiktok: "TikTok",
    linkedin: "LinkedIn",
    pinterest: "Pinterest",
    twitter: "X (Twitter)",
    x: "X (Twitter)",
    bbb: "Better Business Bureau",
    craigslist: "Craigslist",
    porch: "Porch",
    yellowpages: "Yellow Pages",
    sms: "Text message",
    text: "Text message",
    qr: "QR code",
    yard_sign: "Yard sign",
    yardsign: "Yard sign",
    truck: "Truck sign",
    referral: "Referral",
    mailchimp: "Mailchimp",
  } as Record<string, string>,
  /** The wide screen's table. */
  tableCaption: "Leads, contacts, wins and revenue by source",
  source: "Source",
} as const;
