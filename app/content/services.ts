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
  /** Its catalog page; a service only the picker offers has none. */
  page?: ServicePageContent;
};

/** In the quote form's picker order; the last two are catalog pages without an option. */
const serviceEntries = [
  {
    slug: "full-service-renovations",
    title: "Full Service Renovations",
    option: { value: "full-service", label: "Full Service Renovation" },
    page: {
      description:
        "One contract, one project manager and one schedule for a whole-home renovation, from the first drawing to the final walkthrough.",
      features: [
        "Single point of contact from design to handover",
        "Architectural drawings and permit filings",
        "Coordinated trades on one schedule",
        "Weekly progress reports with photos",
        "Final walkthrough and punch list",
      ],
      badgeText: "Whole-home",
      photo: "other/open-plan-living-kitchen-beige-sofa",
      icon: "house",
    },
  },
  {
    slug: "kitchen-remodeling",
    title: "Kitchens",
    option: { value: "kitchens", label: "Kitchen Remodeling" },
    page: {
      description:
        "Kitchens planned around how you cook and gather: new layouts, custom cabinetry, stone counters and lighting, built by one accountable crew.",
      features: [
        "Layout redesign and space planning",
        "Custom and semi-custom cabinetry",
        "Quartz, granite and butcher-block counters",
        "Islands, pantries and storage",
        "Lighting, backsplash and appliance install",
      ],
      badgeText: "Most requested",
      photo: "kitchen/kitchen-wood-island-granite",
      icon: "kitchen",
    },
  },
  {
    slug: "bathroom-remodeling",
    title: "Bathrooms",
    option: { value: "bathrooms", label: "Bathroom Remodeling" },
    page: {
      description:
        "Bathrooms rebuilt from the studs with waterproofed showers, tile set flat and true, and fixtures that last.",
      features: [
        "Walk-in showers and tub conversions",
        "Waterproofing behind every tiled wall",
        "Vanities, storage and lighting",
        "Heated floors and quiet ventilation",
        "Accessible and aging-in-place designs",
      ],
      badgeText: "Popular",
      photo: "bathroom/bathroom-marble-shower-tub",
      icon: "bath",
    },
  },
  {
    slug: "basements",
    title: "Basements",
    option: { value: "basements", label: "Basement Finishing" },
    page: {
      description:
        "Finished basements that feel like the rest of the house: dry, warm, well lit and built to code with proper egress.",
      features: [
        "Moisture control and insulation",
        "Family rooms, bedrooms and offices",
        "Egress windows to code",
        "Basement bathrooms and wet bars",
        "Soundproofed ceilings",
      ],
      badgeText: "More living space",
      photo: "basement/empty-finished-room",
      icon: "basement",
    },
  },
  {
    slug: "additions",
    title: "Additions",
    option: { value: "additions", label: "Additions" },
    page: {
      description:
        "Room additions, second stories and bump-outs designed to match the existing house, with permits, structure and finishes handled in-house.",
      features: [
        "Second-story and rear additions",
        "Sunrooms and bump-outs",
        "Structural engineering and permits",
        "Seamless tie-in to existing roof and siding",
        "Turnkey interior finishes",
      ],
      badgeText: "Grow in place",
      photo: "exterior/house-modern-render-timber",
      icon: "addition",
    },
  },
  {
    slug: "full-gut-rehabs",
    title: "Full Gut Rehabs",
    option: { value: "gut-rehabs", label: "Full Gut Rehab" },
    page: {
      description:
        "Down-to-the-studs rehabs for owners and investors: new systems, new layout and new finishes, run to a budget and a date.",
      features: [
        "Demolition and debris removal",
        "New mechanical, electrical and plumbing",
        "Layout changes and structural work",
        "Investor oversight with photo reports",
        "Rental-grade or luxury finish packages",
      ],
      badgeText: "Investor favorite",
      photo: "other/reading-room-brick-shelves",
      icon: "hammer",
    },
  },
  {
    slug: "foundations",
    title: "Foundations",
    option: { value: "foundations", label: "Foundations" },
    page: {
      description:
        "Foundation repair and new footings that keep a house level and dry: crack repair, underpinning and waterproofing done to engineer specifications.",
      features: [
        "Crack injection and structural repair",
        "Underpinning and pier installation",
        "New footings for additions",
        "Exterior waterproofing and drainage",
        "Engineer-stamped repair plans",
      ],
      badgeText: "Structural",
      photo: "construction/site-bulldozer-dusk",
      icon: "foundation",
    },
  },
  {
    slug: "roofing",
    title: "Roofing",
    option: { value: "roofing", label: "Roofing" },
    page: {
      description:
        "Roof replacement and repair with architectural shingles, proper ventilation and flashing that keeps water where it belongs.",
      features: [
        "Full tear-off and replacement",
        "Leak diagnosis and repair",
        "Ridge and soffit ventilation",
        "Flashing, gutters and downspouts",
        "Storm damage and insurance claims",
      ],
      badgeText: "Weather-tight",
      photo: "roofing/new-homes-asphalt-shingle-roofs",
      icon: "roof",
    },
  },
  {
    slug: "siding",
    title: "Siding",
    option: { value: "siding", label: "Siding" },
    page: {
      description:
        "Vinyl, fiber-cement and wood siding installed over a proper weather barrier, with trim details that make a house look finished.",
      features: [
        "Vinyl, fiber-cement and wood lap siding",
        "House wrap and rigid insulation",
        "Soffit, fascia and trim",
        "Rot repair behind old siding",
        "Color and style consultation",
      ],
      badgeText: "Curb appeal",
      photo: "exterior/siding-townhouses-row",
      icon: "siding",
    },
  },
  {
    slug: "windows-and-doors",
    title: "Windows & Doors",
    option: { value: "windows", label: "Windows" },
    page: {
      description:
        "Energy-efficient windows and doors installed plumb, flashed and sealed, so they open easily and keep drafts out.",
      features: [
        "Replacement and new-construction windows",
        "Entry, patio and interior doors",
        "Flashing and air sealing",
        "Trim and casing to match",
        "Egress windows",
      ],
      badgeText: "Energy efficient",
      photo: "other/door-fitting-handyman",
      icon: "window",
    },
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
    page: {
      description:
        "Straight, square framing for additions, new walls and structural changes, including beams and load-bearing wall removal.",
      features: [
        "Wall, floor and roof framing",
        "Load-bearing wall removal with beams",
        "Structural repairs and sistering",
        "Door and window openings",
        "Framing inspections coordinated",
      ],
      badgeText: "Structural",
      photo: "construction/site-bulldozer-dusk",
      icon: "frame",
    },
  },
  {
    slug: "plumbing",
    title: "Plumbing",
    option: { value: "plumbing", label: "Plumbing" },
    page: {
      description:
        "Licensed plumbing for remodels and repairs: supply and drain lines, fixtures and water heaters, installed to pass inspection the first time.",
      features: [
        "Re-piping in PEX or copper",
        "Fixture and water heater installation",
        "Drain and sewer line replacement",
        "Leak detection and repair",
        "Rough-in for kitchens and baths",
      ],
      badgeText: "Licensed",
      photo: "tile/tile-white-subway-bath-faucet",
      icon: "pipe",
    },
  },
  {
    slug: "electrical",
    title: "Electrical",
    option: { value: "electrical", label: "Electrical" },
    page: {
      description:
        "Licensed electrical work from panel upgrades to recessed lighting, wired safely and labeled clearly.",
      features: [
        "Panel and service upgrades",
        "Recessed, pendant and under-cabinet lighting",
        "Circuits for kitchens and additions",
        "EV chargers and generators",
        "Code corrections and inspections",
      ],
      badgeText: "Licensed",
      photo: "other/dining-brick-wall-pendants",
      icon: "bolt",
    },
  },
  {
    slug: "hvac",
    title: "HVAC",
    option: { value: "hvac", label: "HVAC" },
    page: {
      description:
        "Heating and cooling sized for the house: furnaces, air conditioners, ductwork and ventilation for remodels and additions.",
      features: [
        "Furnace and air conditioner installation",
        "Ductwork design and replacement",
        "Mini-split systems for additions",
        "Bathroom and kitchen ventilation",
        "Smart thermostats",
      ],
      badgeText: "Comfort",
      photo: "other/bedroom-tray-ceiling",
      icon: "fan",
    },
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
    page: {
      description:
        "Hanging, taping and finishing drywall to a smooth, paint-ready surface, from single patches to whole floors.",
      features: [
        "New drywall installation",
        "Taping and finishing to level 5",
        "Water damage and hole repair",
        "Ceiling texture removal",
        "Soundproof and fire-rated assemblies",
      ],
      badgeText: "Smooth walls",
      photo: "other/living-room-modern-open-plan",
      icon: "wall",
    },
  },
  {
    slug: "painting",
    title: "Painting",
    option: { value: "painting", label: "Painting" },
    page: {
      description:
        "Interior and exterior painting with careful prep, clean lines and premium paint, finished without drips or overspray.",
      features: [
        "Interior walls, ceilings and trim",
        "Exterior siding and trim",
        "Cabinet refinishing",
        "Drywall patching before paint",
        "Low-VOC paint options",
      ],
      badgeText: "Fresh finish",
      photo: "other/living-room-fireplace-dining",
      icon: "paint",
    },
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
    page: {
      description:
        "Tile set flat, level and waterproofed: showers, floors and backsplashes in porcelain, ceramic and natural stone.",
      features: [
        "Shower walls and floors",
        "Kitchen backsplashes",
        "Large-format porcelain floors",
        "Natural stone and mosaics",
        "Waterproof membranes and heated floors",
      ],
      badgeText: "Detail work",
      photo: "tile/tile-dark-shower-wall",
      icon: "tile",
    },
  },
  {
    slug: "fences-and-decks",
    title: "Fences & Decks",
    cardTitle: "Fences and Decks",
    option: { value: "decking", label: "Decks" },
    page: {
      description:
        "Decks, porches and fences in wood or composite, built on proper footings and finished to weather well.",
      features: [
        "Composite and pressure-treated decks",
        "Privacy and picket fences",
        "Railings, stairs and porches",
        "Staining and sealing",
        "Permits and footing inspections",
      ],
      badgeText: "Outdoor living",
      photo: "deck-fence/cottage-white-picket-fence",
      icon: "fence",
    },
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
    page: {
      description:
        "Driveways, walks, patios and steps poured on a compacted base with control joints, so the concrete stays flat and crack-resistant.",
      features: [
        "Driveways and sidewalks",
        "Patios and steps",
        "Stamped and broom finishes",
        "Tear-out and replacement",
        "Sealing and repair",
      ],
      badgeText: "Built to last",
      photo: "concrete/driveway-brick-stone-house",
      icon: "cement",
    },
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
    page: {
      description:
        "The systems behind the walls, planned together: heating, cooling, water and power sized for the house you are building.",
      features: [
        "Mechanical system planning",
        "Furnace, boiler and water heater replacement",
        "Ductwork and venting",
        "Gas line installation",
        "Energy-efficiency upgrades",
      ],
      badgeText: "Behind the walls",
      photo: "other/bedroom-tray-ceiling",
      icon: "gauge",
    },
  },
  {
    slug: "mep",
    title: "MEP",
    quotedAs: "electrical",
    page: {
      description:
        "Mechanical, electrical and plumbing coordinated as one scope for rehabs, additions and conversions, with licensed trades and one schedule.",
      features: [
        "Coordinated MEP rough-in",
        "Licensed electricians and plumbers",
        "Load calculations and permits",
        "Inspections scheduled and passed",
        "As-built documentation",
      ],
      badgeText: "Coordinated trades",
      photo: "other/dining-brick-wall-pendants",
      icon: "bolt",
    },
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
