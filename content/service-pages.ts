import type { Service, ServicePageContent, ServiceSlug } from "./services";

/**
 * What each service's page, card and dialog show, keyed by the service's slug: the
 * catalog's copy. It lives apart from the service model (services.ts) so the quote form,
 * which needs only the model's names and picker options, does not carry every page's words
 * to the browser. A service only the picker offers has no page here.
 */
export const servicePages: Partial<Readonly<Record<ServiceSlug, ServicePageContent>>> = {
  "full-service-renovations": {
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
  "kitchen-remodeling": {
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
  "bathroom-remodeling": {
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
  basements: {
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
  additions: {
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
  "full-gut-rehabs": {
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
  foundations: {
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
  roofing: {
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
  siding: {
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
  "windows-and-doors": {
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
  framing: {
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
  plumbing: {
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
  electrical: {
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
  hvac: {
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
  drywall: {
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
  painting: {
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
  "tile-work": {
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
  "fences-and-decks": {
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
  cement: {
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
  mechanicals: {
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
  mep: {
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
};

/** A service's page copy, or undefined for a picker-only service. */
export function pageOf(service: Pick<Service, "slug">): ServicePageContent | undefined {
  return servicePages[service.slug as ServiceSlug];
}
