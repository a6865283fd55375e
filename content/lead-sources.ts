/**
 * How the owner reads where a lead came from (issue 38): in the lead's page, the Sources
 * screen and the exports. A source is named from the ad's click id, the campaign's
 * utm_source, or the site that linked, in that order; none of them is "direct".
 */
export const leadSourceCopy = {
  labels: {
    firstTouch: "Came from",
    lastTouch: "Last came from",
    wonValue: "Job value",
  },
  direct: "direct",
  /** The Sources screen's last row. */
  total: "All sources",
  notRecorded: "not recorded",
  googleAds: "Google Ads",
  microsoftAds: "Microsoft Ads",
  facebook: "Facebook",
  /** A campaign's utm_source, as people type it, and the name the owner reads. */
  utmSources: {
    google: "Google",
    facebook: "Facebook",
    fb: "Facebook",
    instagram: "Instagram",
    ig: "Instagram",
    bing: "Bing",
    yelp: "Yelp",
    nextdoor: "Nextdoor",
    angi: "Angi",
    homeadvisor: "HomeAdvisor",
    thumbtack: "Thumbtack",
    houzz: "Houzz",
    flyer: "Flyer",
    email: "E-mail",
    newsletter: "Newsletter",
  } as Record<string, string>,
  /** A linking site's domain (without "www."), and the name the owner reads. */
  sites: [
    { domain: "google.", name: "Google search" },
    { domain: "bing.com", name: "Bing search" },
    { domain: "duckduckgo.com", name: "DuckDuckGo search" },
    { domain: "search.yahoo.com", name: "Yahoo search" },
    { domain: "facebook.com", name: "Facebook" },
    { domain: "instagram.com", name: "Instagram" },
    { domain: "yelp.com", name: "Yelp" },
    { domain: "nextdoor.com", name: "Nextdoor" },
    { domain: "angi.com", name: "Angi" },
    { domain: "houzz.com", name: "Houzz" },
    { domain: "chatgpt.com", name: "ChatGPT" },
  ],
  /** utm_medium values that mean a paid click. */
  paidMedia: ["cpc", "ppc", "paid", "paidsearch", "paid_search", "paid-search", "ads"],
  /** The conversion action's name in Google Ads: the owner creates it with this name. */
  googleAdsConversionName: "Won job",
  /** The inbox's Sources screen. */
  screen: {
    link: "Sources",
    heading: "Sources",
    intro: "Where your leads came from, and what they were worth.",
    period: "Period",
    periods: {
      "30": "Last 30 days",
      "90": "Last 90 days",
      "365": "Last 12 months",
      all: "All leads kept",
    },
    credit: "Credit goes to",
    touches: { first: "First visit", last: "Last visit" },
    touchHints: {
      first: "The source of the visitor's first page in the tab.",
      last: "The last link, ad or campaign that brought them back before they asked.",
    },
    leads: "Leads",
    contacted: "Contacted",
    won: "Won",
    revenue: "Revenue",
    median: "Median to first contact",
    noContact: "not yet",
    none: "No leads in this period.",
    loadFailed: "Could not load the sources. Try again.",
    googleAds: "Google Ads conversions",
    googleAdsHint:
      "Won jobs from Google ad clicks of the last 90 days, for Goals > Conversions > Uploads.",
  },
  /** The inbox's question when a lead is marked won. */
  wonForm: {
    label: "What was the job worth, in dollars?",
    hint: "Counted as this source's revenue, and sent to Google Ads when the lead came from an ad.",
    save: "Mark won",
    cancel: "Cancel",
    invalid: "Enter the job's value in whole dollars, like 18500.",
  },
  campaign: (name: string) => `campaign ${name}`,
  from: (host: string) => `from ${host}`,
  landed: (path: string) => `landed on ${path}`,
  wonValue: (dollars: number) => `$${dollars.toLocaleString("en-US")}`,
} as const;
