import {
  carouselSize,
  fallbackService,
  fullServiceNames,
  serviceCardOrder,
  services,
  type Service,
} from "../content/services";
import { routes } from "./routes";
import { titleFromSlug } from "./slug";

/** Routes with their own page; every other service uses /services/{slug}. */
export const dedicatedServicePages: Readonly<Record<string, string>> = {
  Kitchens: routes.kitchen,
  Bathrooms: routes.bathroom,
};

export type ServiceCard = {
  /** The service's page, /services/<slug>, which a card links to without scripts. */
  slug: string;
  title: string;
  description: string;
  features: readonly string[];
  icon: Service["icon"];
  photo: string;
  badgeText: string;
  name: string;
};

const byName = new Map<string, Service>(services.map((s) => [s.name, s]));
const bySlug = new Map<string, Service>(services.map((s) => [s.slug, s]));

/** The 19 cards of the All Services page, four features each. */
export const serviceCards: readonly ServiceCard[] = serviceCardOrder.map((name) => {
  const service = byName.get(name);
  if (!service) throw new Error(`Service card "${name}" is missing from the catalogue`);
  return {
    slug: service.slug,
    title: service.cardTitle ?? service.name,
    description: service.description,
    features: service.features.slice(0, 4),
    icon: service.icon,
    photo: service.photo,
    badgeText: service.badgeText,
    name: service.name,
  };
});

export type CatalogueEntry = {
  name: string;
  slug: string | null;
  description: string;
  features: readonly string[];
  badgeText: string;
  photo: string;
};

/** Looks a service up by its title; an unknown title gets the generic fallback. */
export function catalogueEntry(title: string): CatalogueEntry {
  const service =
    byName.get(title) ?? services.find((s) => "cardTitle" in s && s.cardTitle === title);
  if (!service) return { ...fallbackService, name: title, slug: null };
  return {
    name: service.name,
    slug: service.slug,
    description: service.description,
    features: service.features,
    badgeText: service.badgeText,
    photo: service.photo,
  };
}

/** The full service names in order, with their catalogue entries. */
export const fullServices: readonly CatalogueEntry[] = fullServiceNames.map(catalogueEntry);

export const carouselServices = fullServices.slice(0, carouselSize);

/** The generic service page's record: catalogue data when the slug is known. */
export function serviceForSlug(slug: string): CatalogueEntry {
  const service = bySlug.get(slug);
  return service ? catalogueEntry(service.name) : catalogueEntry(titleFromSlug(slug));
}

export function servicePath(name: string): string {
  const dedicated = dedicatedServicePages[name];
  if (dedicated) return dedicated;
  const service = byName.get(name);
  return routes.service(service ? service.slug : "");
}

/** Slugs served by the generic page, prerendered at build time. */
export const genericServiceSlugs: readonly string[] = services
  .filter((s) => !Object.values(dedicatedServicePages).includes(routes.service(s.slug)))
  .map((s) => s.slug);
