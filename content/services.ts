/**
 * The one service model: every service the site names, keyed by its slug. The slug is the
 * address of its page (/services/{slug}) and what a link to the quote form carries
 * (/contact?service={slug}); every page, card, dialog, picker option and link is derived
 * from these records (app/lib/services.ts). A service with a showcase page (kitchens,
 * bathrooms) has its richer content in service-page.ts under its slug, so the islands that
 * read this file do not carry a page's copy to the browser.
 */

export type ServiceIcon =
  | "house"
  | "foundation"
  | "roof"
  | "kitchen"
  | "bath"
  | "basement"
  | "siding"
  | "addition"
  | "hammer"
  | "pipe"
  | "frame"
  | "cement"
  | "fan"
  | "bolt"
  | "paint"
  | "wall"
  | "window"
  | "fence"
  | "tile"
  | "gauge";

/** What a service's page, card and dialog show; only a service with a page has it. */
export type ServicePageContent = {
  description: string;
  /** Five bullets; the All Services cards show the first four. */
  features: readonly [string, string, string, string, string];
  badgeText: string;
  /** Photo id: a path under content/photos without its extension. */
  photo: string;
  icon: ServiceIcon;
};

export type Service = {
  /** The key: lowercase words joined by hyphens. */
  slug: string;
  /** Its name on cards, dialogs, pages and in the footer. */
  title: string;
  /** Its title on the All Services card, where that differs. */
  cardTitle?: string;
  /**
   * Its option in the quote form's picker: the code the form keeps (one of the lead
   * contract's 27) and the label the quote request carries.
   */
  option?: { value: string; label: string };
  /** A service without an option of its own preselects this service's option instead. */
  quotedAs?: string;
};

/** In the quote form's picker order; the last two are catalog pages without an option. */
const serviceEntries = [
  {
    slug: "full-service-renovations",
    title: "Full Service Renovations",
    option: { value: "full-service", label: "Full Service Renovation" },
  },
  {
    slug: "kitchen-remodeling",
    title: "Kitchens",
    option: { value: "kitchens", label: "Kitchen Remodeling" },
  },
  {
    slug: "bathroom-remodeling",
    title: "Bathrooms",
    option: { value: "bathrooms", label: "Bathroom Remodeling" },
  },
  {
    slug: "basements",
    title: "Basements",
    option: { value: "basements", label: "Basement Finishing" },
  },
  {
    slug: "additions",
    title: "Additions",
    option: { value: "additions", label: "Additions" },
  },
  {
    slug: "full-gut-rehabs",
    title: "Full Gut Rehabs",
    option: { value: "gut-rehabs", label: "Full Gut Rehab" },
  },
  {
    slug: "foundations",
    title: "Foundations",
    option: { value: "foundations", label: "Foundations" },
  },
  {
    slug: "roofing",
    title: "Roofing",
    option: { value: "roofing", label: "Roofing" },
  },
  {
    slug: "siding",
    title: "Siding",
    option: { value: "siding", label: "Siding" },
  },
  {
    slug: "windows-and-doors",
    title: "Windows & Doors",
    option: { value: "windows", label: "Windows" },
  },
  {
    slug: "doors",
    title: "Doors",
    option: { value: "doors", label: "Doors" },
  },
  {
    slug: "framing",
    title: "Framing",
    option: { value: "framing", label: "Framing" },
  },
  {
    slug: "plumbing",
    title: "Plumbing",
    option: { value: "plumbing", label: "Plumbing" },
  },
  {
    slug: "electrical",
    title: "Electrical",
    option: { value: "electrical", label: "Electrical" },
  },
  {
    slug: "hvac",
    title: "HVAC",
    option: { value: "hvac", label: "HVAC" },
  },
  {
    slug: "insulation",
    title: "Insulation",
    option: { value: "insulation", label: "Insulation" },
  },
  {
    slug: "drywall",
    title: "Drywall",
    option: { value: "drywall", label: "Drywall" },
  },
  {
    slug: "painting",
    title: "Painting",
    option: { value: "painting", label: "Painting" },
  },
  {
    slug: "flooring",
    title: "Flooring",
    option: { value: "flooring", label: "Flooring" },
  },
  {
    slug: "tile-work",
    title: "Tile Work",
    option: { value: "tiles", label: "Tile Work" },
  },
  {
    slug: "fences-and-decks",
    title: "Fences & Decks",
    cardTitle: "Fences and Decks",
    option: { value: "decking", label: "Decks" },
  },
  {
    slug: "fencing",
    title: "Fencing",
    option: { value: "fencing", label: "Fencing" },
  },
  {
    slug: "landscaping",
    title: "Landscaping",
    option: { value: "landscaping", label: "Landscaping" },
  },
  {
    slug: "concrete",
    title: "Concrete",
    option: { value: "concrete", label: "Concrete" },
  },
  {
    slug: "cement",
    title: "Cement",
    option: { value: "cement", label: "Cement" },
  },
  {
    slug: "asphalt",
    title: "Asphalt Paving",
    option: { value: "asphalt", label: "Asphalt Paving" },
  },
  {
    slug: "other",
    title: "Other",
    option: { value: "other", label: "Other" },
  },
  {
    slug: "mechanicals",
    title: "Mechanicals",
    quotedAs: "hvac",
  },
  {
    slug: "mep",
    title: "MEP",
    quotedAs: "electrical",
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof serviceEntries)[number]["slug"];

export const services: readonly Service[] = serviceEntries;

/**
 * Names that links already out in the world carry in place of a slug, from when the site's
 * links named services by title (/contact?service=Windows%20%26%20Doors), lowercase. A
 * title that is its slug in other letters (Roofing, HVAC, MEP) needs no entry here.
 */
export const legacyServiceNames: Readonly<Record<string, ServiceSlug>> = {
  "full service renovations": "full-service-renovations",
  kitchens: "kitchen-remodeling",
  bathrooms: "bathroom-remodeling",
  "full gut rehabs": "full-gut-rehabs",
  "windows & doors": "windows-and-doors",
  "fences & decks": "fences-and-decks",
  "fences and decks": "fences-and-decks",
  "tile work": "tile-work",
};

/** The 20 services of the home page's list, in order; its carousel shows the first 8. */
export const homeServiceOrder = [
  "additions",
  "roofing",
  "bathroom-remodeling",
  "kitchen-remodeling",
  "foundations",
  "cement",
  "tile-work",
  "basements",
  "mechanicals",
  "electrical",
  "plumbing",
  "mep",
  "siding",
  "full-gut-rehabs",
  "framing",
  "hvac",
  "painting",
  "drywall",
  "windows-and-doors",
  "fences-and-decks",
] as const satisfies readonly ServiceSlug[];

export const carouselSize = 8;

/** Order of the cards on the All Services page. */
export const serviceCardOrder = [
  "full-service-renovations",
  "foundations",
  "roofing",
  "kitchen-remodeling",
  "bathroom-remodeling",
  "basements",
  "siding",
  "additions",
  "full-gut-rehabs",
  "plumbing",
  "framing",
  "cement",
  "hvac",
  "electrical",
  "painting",
  "drywall",
  "windows-and-doors",
  "fences-and-decks",
  "tile-work",
] as const satisfies readonly ServiceSlug[];

/** The page of a slug the catalog does not know. */
export const fallbackService = {
  name: "Remodeling Services",
  description:
    "Licensed, insured remodeling and general contracting, planned with you and built by one accountable crew.",
  features: [
    "Free on-site estimate",
    "Permits and inspections handled",
    "Licensed and insured crews",
    "Clean, respectful job sites",
    "Workmanship warranty",
  ],
  badgeText: "100% financing available",
  photo: "roofing/new-homes-asphalt-shingle-roofs",
} as const;

/** Photo used when a service image fails to load. */
export const fallbackServicePhoto = fallbackService.photo;

export type ServiceOption = NonNullable<Service["option"]>;

/** The options of a tuple of services, in order, as a tuple: the type keeps their count. */
type OptionsOf<T extends readonly unknown[]> = T extends readonly [infer First, ...infer Rest]
  ? [...(First extends { option: infer O } ? [O] : []), ...OptionsOf<Rest>]
  : [];

/** The quote form's picker: the 27 options of the lead contract, in display order. */
export const serviceOptions = serviceEntries.flatMap(
  (service) => ("option" in service ? [service.option] : []),
  // flatMap cannot know the count; the type above can, so the picker's options are a tuple.
) as unknown as Readonly<OptionsOf<typeof serviceEntries>>;
