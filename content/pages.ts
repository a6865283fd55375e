import { routes } from "../contracts/routes";
import { claims, ratingClaim } from "./claims";
import { site } from "./site";

/** Titles and descriptions of every page, for <title>, meta description and headings. */
export const pages = {
  home: {
    path: routes.home,
    /** The first step of every page's breadcrumbs, for search engines. */
    crumb: "Home",
    title: `${site.name} | Kitchen, Bath & Whole-Home Remodeling in ${site.area.city}, ${site.area.region}`,
    description: `Licensed and insured remodeling and general contracting with over ${claims.yearsExperience} years of experience and ${claims.projectsCompleted}+ projects. Rated ${ratingClaim}, serving a ${claims.serviceRadiusMiles}-mile radius. 100% financing available.`,
  },
  allServices: {
    path: routes.allServices,
    title: `Our Services | ${site.name}`,
    heading: "Our Services",
    description:
      "Kitchens, bathrooms, basements, additions, roofing, siding and every trade in between, from one licensed general contractor.",
  },
  gallery: {
    path: routes.gallery,
    title: `Our Work | ${site.name}`,
    heading: "Our Gallery",
    description: `Photos from ${claims.projectsCompleted}+ completed remodeling projects, with before and after comparisons.`,
  },
  faq: {
    path: routes.faq,
    title: `Frequently Asked Questions | ${site.name}`,
    heading: "Frequently Asked Questions",
    description:
      "Timelines, permits, costs, financing and warranties: straight answers before you hire.",
  },
  privacy: {
    path: routes.privacy,
    title: `Privacy Policy | ${site.name}`,
    heading: "Privacy Policy",
    description: `How ${site.name} collects, uses and protects the information you send us.`,
  },
  review: {
    path: routes.review,
    title: `Leave a Review | ${site.name}`,
    heading: "Thank You for Choosing Us",
    description: "Tell other homeowners about your project with a review on Google or Yelp.",
  },
  contact: {
    path: routes.contact,
    title: `Request a Free Quote | ${site.name}`,
    heading: "Request a Free Quote",
    description: `Tell us about your project. We reply within ${claims.replyWithinHours} hours.`,
  },
  gcServices: {
    path: routes.gcServices,
    title: `General Contractor Services | ${site.name}`,
    heading: "General Contractor Services",
    description:
      "Licensed general contracting for homeowners, investors and developers: permits, trades, schedule and budget under one roof.",
  },
  redirect: {
    title: `Page moved | ${site.name}`,
    heading: "This page has moved",
    linkText: "Continue to the new page",
  },
} as const;
