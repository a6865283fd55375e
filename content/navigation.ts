import { homeSectionPath, routes } from "../contracts/routes";
import type { ServiceSlug } from "./services";
import { site } from "./site";

/** Section ids of the home page, in page order, with their navigation labels. */
export const homeSections = [
  { id: "home", label: "Home" },
  { id: "services", label: "Services" },
  { id: "portfolio", label: "Portfolio" },
  { id: "reviews", label: "Reviews" },
  { id: "about", label: "About" },
  { id: "contact", label: "Contact" },
] as const;

export type HomeSectionId = (typeof homeSections)[number]["id"];

/** Links of the header used by All Services, FAQ and Gallery. */
export const subpageLinks = [
  { to: routes.allServices, label: "Our Services" },
  { to: routes.gcServices, label: "General Contractor" },
  { to: routes.gallery, label: "Our Gallery" },
] as const;

export const navCopy = {
  /** "Back to Home" in two parts: a narrow phone shows the second alone. */
  backHomeLead: "Back to",
  backHomeRest: "Home",
  callUs: "Call us",
  getQuote: "Get Quote",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNav: "Main",
  subpageNav: "Site",
  /** Said after the logo's own words, which name the company. */
  homeLinkSuffix: "(back to top)",
  brandHomeSuffix: "(home page)",
  callLabel: (phone: string) => `Call ${phone}`,
  callConfirm: (phone: string) => `Call ${phone}?`,
  skipToContent: "Skip to content",
} as const;

/** Company links in the footer: sections on the home page, routes elsewhere. */
export const footerLinks = [
  { label: "Services", section: "services", to: routes.allServices },
  { label: "Our Work", section: "portfolio", to: routes.gallery },
  { label: "Reviews", section: "reviews", to: homeSectionPath("reviews") },
  { label: "About Us", section: "about", to: homeSectionPath("about") },
  { label: "General Contractor", section: null, to: routes.gcServices },
  { label: "FAQ", section: null, to: routes.faq },
  { label: "Free Quote", section: "contact", to: homeSectionPath("contact") },
] as const satisfies readonly { label: string; section: HomeSectionId | null; to: string }[];

/** Services named in the footer, by slug; each links to its own page. */
export const footerServices = [
  "kitchen-remodeling",
  "bathroom-remodeling",
  "basements",
  "additions",
  "full-gut-rehabs",
  "roofing",
] as const satisfies readonly ServiceSlug[];

export const footerCopy = {
  about: `Licensed and insured remodeling and general contracting for homeowners, investors and developers in ${site.area.description}.`,
  companyHeading: "Company",
  servicesHeading: "Services",
  allServices: "All services",
  contactHeading: "Contact",
  socialHeading: "Follow us",
  hoursLabel: "Hours",
  phoneLabel: "Phone",
  emailLabel: "Email",
  areaLabel: "Service area",
  privacy: "Privacy Policy",
  rights: "All rights reserved.",
  copyright: (year: number) => `© ${year} ${site.name}.`,
} as const;

/** The mini social menu shown on every page, and the Yelp reviews dialog it opens. */
export const socialCopy = {
  label: "Social media",
  show: "Show social links",
  hide: "Hide social links",
  newTab: "(opens in a new tab)",
  facebook: `${site.shortName} on Facebook`,
  instagram: `${site.shortName} on Instagram`,
  yelp: `${site.shortName} reviews on Yelp`,
  google: `${site.shortName} reviews on Google`,
} as const;

export const yelpDialogCopy = {
  title: "Our Reviews on Yelp",
  description:
    "Yelp shows most reviews on our business page and files some under 'not currently recommended'. Both are written by real customers.",
  businessPage: "Read reviews on our Yelp page",
  businessPageNote: "Ratings, photos and recent reviews",
  notRecommended: "See reviews Yelp does not currently recommend",
  notRecommendedNote: "Reviews Yelp's software hides from the main page",
} as const;
