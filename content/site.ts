/**
 * Business identity. Rebranding the site starts here: every page reads the company's
 * name, contact details, hours and social links from this one object.
 */
export const site = {
  name: "Ironwood Remodeling & Construction",
  shortName: "Ironwood",
  tagline: "Remodeling and general contracting, finished on schedule.",
  url: "https://www.ironwoodremodeling.example",
  phone: {
    display: "(630) 555-0142",
    e164: "+16305550142",
  },
  email: "estimates@ironwoodremodeling.example",
  hours: {
    display: "Mon-Sat 7AM-7PM",
    long: "Monday to Saturday, 7:00 AM to 7:00 PM",
    /** The same hours for search engines (structured data): days in schema.org's words. */
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "07:00",
    closes: "19:00",
  },
  area: {
    city: "Naperville",
    region: "IL",
    description: "Naperville and the western suburbs of Chicago",
    radiusMiles: 50,
  },
  /**
   * The business's Google place ID: /review opens Google's "write a review" form for it
   * (googleReviewFormUrl). docs/rebrand.md says how to find it.
   */
  googlePlaceId: "ChIJ-IronwoodRemodelingExample",
  /** The business's clock: times in the e-mails it sends are told in this zone. */
  timeZone: "America/Chicago",
  /** The year the site was built: pages are static, so each build renews it (decision 097). */
  copyrightYear: new Date().getFullYear(),
  social: {
    facebook: "https://www.facebook.com/ironwoodremodeling.example",
    instagram: "https://www.instagram.com/ironwoodremodeling.example",
    yelp: "https://www.yelp.com/biz/ironwood-remodeling-naperville-example",
    yelpNotRecommended:
      "https://www.yelp.com/not_recommended_reviews/ironwood-remodeling-naperville-example",
    google:
      "https://www.google.com/search?q=Ironwood+Remodeling+%26+Construction+Naperville+reviews",
  },
} as const;

export type Site = typeof site;

export const telHref = `tel:${site.phone.e164}`;
export const smsHref = `sms:${site.phone.e164}`;
export const mailtoHref = `mailto:${site.email}`;

/** Google's own review form for the business, not a search page that might show a rival. */
export const googleReviewFormUrl = `https://search.google.com/local/writereview?placeid=${encodeURIComponent(site.googlePlaceId)}`;
