/**
 * Every URL of the site, named once. Components build links from this table; the pages
 * in app/pages/ are the files these paths resolve to.
 */
export const routes = {
  home: "/",
  allServices: "/all-services",
  gallery: "/gallery",
  faq: "/faq",
  privacy: "/privacy-policy",
  review: "/review",
  contact: "/contact",
  gcServices: "/gc-services",
  admin: "/admin",
  /** A service's page, e.g. "/services/roofing". */
  service: (slug: string) => `/services/${slug}`,
  /** A lead in the owner's inbox: the link in the owner's text and e-mail. */
  adminLead: (id: string) => `/admin/leads/${encodeURIComponent(id)}`,
  /** The inbox's Security screen: one's passkeys and sessions; the link in a passkey notice. */
  adminSecurity: "/admin/security",
  /** The inbox's Sources screen: leads, wins and revenue per source (issue 38). */
  adminSources: "/admin/sources",
  /** The inbox's Schedule screen: the estimate visit's availability and calendars (issue 55). */
  adminSchedule: "/admin/schedule",
  /** The inbox's Agenda screen: the booked estimate visits from today on (issue 55). */
  adminAgenda: "/admin/agenda",
} as const;

/**
 * The server's API, as the browser calls it and the server registers it. The names follow
 * the glossary: a visitor sends a quote request, which the server stores as a lead.
 */
export const apiRoutes = {
  quoteRequest: "/api/contact",
  reviewNotice: "/api/review-completion",
  captchaConfig: "/api/captcha/config",
  captchaChallenge: "/api/captcha/challenge",
  health: "/api/health",
  /** The address the server believes a caller has: `npm run doctor` checks TRUST_PROXY with it. */
  healthClient: "/api/health/client",
  /** Twilio's inbound-message webhook (form-encoded, signed): a homeowner's text. */
  smsIncoming: "/api/sms/incoming",
  /** Twilio's status callback for every text we send (form-encoded, signed). */
  smsStatus: "/api/sms/status",
  /** POST {token}: the homeowner acted on /review after a review request (JSON). */
  reviewOpened: "/api/review-requests/opened",
  /**
   * GET ?t=: a page with one button. POST (form-encoded, RFC 8058 one-click, or the
   * button): stops a review request's reminders. A GET never unsubscribes.
   */
  reviewUnsubscribe: "/api/review-requests/unsubscribe",
} as const;

/** A review request's tracked link: records the visit and redirects to /review. */
export const reviewRequestLink = (token: string) => `/r/${encodeURIComponent(token)}`;
export const reviewRequestLinkPattern = "/r/:token";
/** The query /review reads when reached from a request: no Yelp, and the token to report. */
export const reviewRequestQuery = { from: "request", token: "t" } as const;

/** A section of the home page, from any page: "/#contact". */
export function homeSectionPath(id: string): string {
  return `${routes.home}#${id}`;
}

/** The quote form's own page, with a service chosen when one is given. */
export function contactPath(service?: string): string {
  if (!service) return routes.contact;
  return `${routes.contact}?${new URLSearchParams({ service }).toString()}`;
}

/**
 * Old or alternative page URLs and where they live now. The server answers them with a
 * 301; the build also writes a forwarding page for each, for plain static hosts.
 */
export const pageRedirects: Readonly<Record<string, string>> = {
  "/client-review": routes.review,
  "/general-contractor": routes.gcServices,
};

/** The one sitemap is the index the sitemap integration writes. */
export const sitemapPath = "/sitemap-index.xml";

/** Every URL the server answers with a 301: the old pages, and the sitemap's usual name. */
export const permanentRedirects: Readonly<Record<string, string>> = {
  ...pageRedirects,
  "/sitemap.xml": sitemapPath,
};

/** The generic service page served for slugs the catalogue does not know (not indexed). */
export const serviceTemplatePath = "/services/_template";

/** Pages that exist as files but are not for search engines. */
export const notInSitemap: readonly string[] = [
  ...Object.keys(permanentRedirects),
  serviceTemplatePath,
  routes.admin,
];
