import { claims, ratingFrom, ratingFromShort, stats } from "./claims";
import { site } from "./site";

/**
 * Every word on the home page, section by section. Photo ids are paths under
 * content/photos without their extension; alt text describes what the photo shows.
 */

export type HomePhoto = { photo: string; alt: string };

const ratingClaim = `Average rating ${ratingFrom}`;

export const heroContent = {
  eyebrow: `Licensed & insured general contractor in ${site.area.city}, ${site.area.region}`,
  heading: "Remodeling built right, finished on schedule.",
  lead: "Kitchens, bathrooms, additions and whole-home renovations, run by one accountable team from the first drawing to the final walkthrough.",
  primaryAction: "Get Free Quote",
  secondaryAction: "View Our Work",
  proof: [
    { value: `${claims.projectsCompleted}+`, label: "projects completed" },
    { value: `${claims.yearsExperience}+`, label: "years in business" },
    {
      value: `${claims.rating.value}`,
      label: ratingFromShort,
    },
  ],
  slideshowLabel: "Photos of finished projects",
  pause: "Pause slideshow",
  play: "Play slideshow",
  slidePosition: (n: number, total: number) => `Photo ${n} of ${total}`,
  /** The first slide is the page's largest paint: keep it a wide, well-lit photo. */
  slides: [
    {
      photo: "kitchen/kitchen-wood-cabinets-island",
      alt: "Remodeled kitchen with wood cabinets, a large island and pendant lights",
      caption: "Kitchen remodel",
    },
    {
      photo: "bathroom/bathroom-marble-shower-tub",
      alt: "Modern bathroom with a freestanding tub, marble glass shower and vanity",
      caption: "Primary bathroom",
    },
    {
      photo: "exterior/house-brick-stone-garage",
      alt: "Brick and stone suburban house with a double garage",
      caption: "Exterior and garage",
    },
    {
      photo: "other/open-plan-living-kitchen-beige-sofa",
      alt: "Open-plan living room flowing into a kitchen with a beige sofa",
      caption: "Open-plan renovation",
    },
    {
      photo: "kitchen/kitchen-white-modern-island",
      alt: "Bright white kitchen with an island and bar stools",
      caption: "White kitchen with island",
    },
    {
      photo: "exterior/house-modern-render-timber",
      alt: "Modern house finished in white render and timber cladding",
      caption: "New-build exterior",
    },
  ],
} as const;

export const servicesContent = {
  eyebrow: "What we build",
  heading: "Services",
  lead: "From a single bathroom to a full gut rehab, every trade is scheduled, supervised and inspected by us.",
  carouselLabel: "Featured services",
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  goToSlide: (n: number, total: number) => `Show service ${n} of ${total}`,
  previous: "Previous service",
  next: "Next service",
  pause: "Pause carousel",
  play: "Play carousel",
  details: "View details",
  viewAll: "View All Services",
  scheduleEstimate: "Schedule Free Estimate",
  gcServices: "Learn More About GC Services",
} as const;

export const serviceDialogContent = {
  offerHeading: "What We Offer:",
  getQuote: "Get a Quote",
  contactUs: "Contact Us",
} as const;

export const financingContent = {
  eyebrow: "Financing",
  heading: `${claims.financing.headline} for your project`,
  lead: `Start the work you need now and pay over time. Tell us about the project and we'll confirm your options within ${claims.replyWithinHours} hours.`,
  points: [
    {
      title: claims.financing.points[0],
      text: "Start without paying anything up front, and keep your savings for the unexpected.",
    },
    {
      title: claims.financing.points[1],
      text: "One short form and a quick answer, so the schedule does not wait on the paperwork.",
    },
    {
      title: claims.financing.points[2],
      text: "Checking your options does not touch your credit score.",
    },
  ],
  formHeading: "Get Pre-Approved Now",
  formLead: "No obligation. Tell us about the project and how to reach you.",
} as const;

export type PortfolioItem = HomePhoto & { category: string; title: string };

export const portfolioContent = {
  eyebrow: "Our work",
  heading: "Recent projects",
  lead: `A few of the ${claims.projectsCompleted}+ projects we have completed, from foundations to finishes.`,
  items: [
    {
      category: "Kitchen",
      title: "Gray wood-grain kitchen",
      photo: "kitchen/kitchen-grey-wood-modern",
      alt: "Contemporary kitchen with gray wood-grain cabinets and a dining table",
    },
    {
      category: "Bathroom",
      title: "Freestanding tub by the window",
      photo: "bathroom/bathroom-freestanding-tub-window",
      alt: "Bathroom with a freestanding white tub beside a large window",
    },
    {
      category: "Foundation",
      title: "Site preparation and footings",
      photo: "construction/site-bulldozer-dusk",
      alt: "Construction site with a bulldozer preparing ground for a foundation at dusk",
    },
    {
      category: "Plumbing",
      title: "Bath fixtures and supply lines",
      photo: "tile/tile-white-subway-bath-faucet",
      alt: "Chrome bath faucet against white subway tile",
    },
    {
      category: "Cement",
      title: "Driveways, walks and flatwork",
      photo: "concrete/driveway-brick-stone-house",
      alt: "Paved driveway and concrete sidewalk in front of a brick and stone house",
    },
  ] satisfies PortfolioItem[],
  viewMore: "View More",
  viewMoreDetail: "Browse the full gallery and before-and-after photos",
} as const;

export const reviewsContent = {
  eyebrow: "Reviews",
  heading: "Read what our clients say",
  ratingValue: `${claims.rating.value}`,
  ratingOutOf: "out of 5",
  ratingClaim,
  ratingStarsLabel: `Rated ${claims.rating.value} out of 5`,
  sourceNote:
    "The average of our public ratings on Google and Yelp. Read every review, good and bad, where it was posted.",
  google: "Google Reviews",
  yelp: "Yelp Reviews",
  newTab: "(opens in a new tab)",
} as const;

export const aboutContent = {
  eyebrow: "About us",
  heading: `${claims.yearsExperience}+ years of building it right the first time`,
  paragraphs: [
    `${site.name} is a licensed general contractor serving ${site.area.description}. We plan, permit and build remodels for homeowners, and run full renovations for investors and developers who cannot be on site every day.`,
    "Every project has one project manager, a written schedule and weekly progress updates, so you always know what happens next and when it will be done.",
  ],
  features: [
    {
      icon: "shield",
      title: "Licensed & Insured",
      text: "Fully licensed and insured crews, with permits and inspections handled for you.",
    },
    {
      icon: "gem",
      title: "Quality Materials",
      text: "Materials chosen to last, from the framing you never see to the finishes you do.",
    },
    {
      icon: "calendar",
      title: "Timely Completion",
      text: "A written schedule agreed up front, and a crew that keeps to it.",
    },
  ],
  statsLabel: "Company figures",
  stats,
} as const;

/** The phone-only bar that keeps calling and quoting in thumb's reach between hero and contact. */
export const quickActionsContent = {
  label: "Quick actions",
  call: "Call",
  quote: "Get Free Quote",
} as const;

export const contactContent = {
  eyebrow: "Contact",
  heading: "Tell us about your project",
  lead: `Call, text or e-mail, or send the form. We reply within ${claims.replyWithinHours} hours.`,
  cards: {
    call: "Call",
    email: "Email",
    text: "Text",
    hours: "Hours",
  },
  formHeading: "Request a Free Quote",
} as const;
