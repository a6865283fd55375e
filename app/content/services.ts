/**
 * The service catalogue: one record per service, from which every list on the site is
 * derived (the 19 cards of All Services, the 20-entry content catalogue used by the
 * service dialogs and pages, the 20 full service names of the home carousel, and the
 * quote form's service options).
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

export type Service = {
  /** Name used by the content catalogue and the full service name list. */
  name: string;
  /** Title on the All Services card, when it differs from `name`. */
  cardTitle?: string;
  slug: string;
  description: string;
  /** Five bullets; cards show the first four. */
  features: readonly [string, string, string, string, string];
  badgeText: string;
  /** Photo id: a path under content/photos without its extension. */
  photo: string;
  icon: ServiceIcon;
  /** Quote-form option value this service preselects. */
  optionValue: string;
  /** Shown as a card on the All Services page. */
  onServicesPage: boolean;
  /** Part of the content catalogue and the full service name list. */
  inCatalogue: boolean;
};

export const services = [
  {
    name: "Full Service Renovations",
    slug: "full-service-renovations",
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
    optionValue: "full-service",
    onServicesPage: true,
    inCatalogue: false,
  },
  {
    name: "Foundations",
    slug: "foundations",
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
    optionValue: "foundations",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Roofing",
    slug: "roofing",
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
    optionValue: "roofing",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Kitchens",
    slug: "kitchen-remodeling",
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
    optionValue: "kitchens",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Bathrooms",
    slug: "bathroom-remodeling",
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
    optionValue: "bathrooms",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Basements",
    slug: "basements",
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
    optionValue: "basements",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Siding",
    slug: "siding",
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
    optionValue: "siding",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Additions",
    slug: "additions",
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
    optionValue: "additions",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Full Gut Rehabs",
    slug: "full-gut-rehabs",
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
    optionValue: "gut-rehabs",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Plumbing",
    slug: "plumbing",
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
    optionValue: "plumbing",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Framing",
    slug: "framing",
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
    optionValue: "framing",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Cement",
    slug: "cement",
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
    optionValue: "cement",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "HVAC",
    slug: "hvac",
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
    optionValue: "hvac",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Electrical",
    slug: "electrical",
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
    optionValue: "electrical",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Painting",
    slug: "painting",
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
    optionValue: "painting",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Drywall",
    slug: "drywall",
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
    optionValue: "drywall",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Windows & Doors",
    slug: "windows-and-doors",
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
    optionValue: "windows",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Fences & Decks",
    cardTitle: "Fences and Decks",
    slug: "fences-and-decks",
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
    optionValue: "decking",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Tile Work",
    slug: "tile-work",
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
    optionValue: "tiles",
    onServicesPage: true,
    inCatalogue: true,
  },
  {
    name: "Mechanicals",
    slug: "mechanicals",
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
    optionValue: "hvac",
    onServicesPage: false,
    inCatalogue: true,
  },
  {
    name: "MEP",
    slug: "mep",
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
    optionValue: "electrical",
    onServicesPage: false,
    inCatalogue: true,
  },
] as const satisfies readonly Service[];

/** The order of the 20 full service names; the home carousel shows the first 8. */
export const fullServiceNames = [
  "Additions",
  "Roofing",
  "Bathrooms",
  "Kitchens",
  "Foundations",
  "Cement",
  "Tile Work",
  "Basements",
  "Mechanicals",
  "Electrical",
  "Plumbing",
  "MEP",
  "Siding",
  "Full Gut Rehabs",
  "Framing",
  "HVAC",
  "Painting",
  "Drywall",
  "Windows & Doors",
  "Fences & Decks",
] as const;

export const carouselSize = 8;

/** Order of the cards on the All Services page. */
export const serviceCardOrder = [
  "Full Service Renovations",
  "Foundations",
  "Roofing",
  "Kitchens",
  "Bathrooms",
  "Basements",
  "Siding",
  "Additions",
  "Full Gut Rehabs",
  "Plumbing",
  "Framing",
  "Cement",
  "HVAC",
  "Electrical",
  "Painting",
  "Drywall",
  "Windows & Doors",
  "Fences & Decks",
  "Tile Work",
] as const;

/** Used for a service title the catalogue does not know. */
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
