import { findService } from "~content/service-lookup";
import { pageOf } from "~content/service-pages";
import {
  carouselSize,
  fallbackService,
  homeServiceOrder,
  serviceCardOrder,
  services,
  type Service,
  type ServiceIcon,
  type ServicePageContent,
} from "~content/services";

/** Every view of a service (its page, cards, dialogs, links) starts here. */

/** A service with a page, as cards, dialogs and its page show it. */
export type ServiceView = Omit<ServicePageContent, "features"> & {
  slug: string;
  title: string;
  features: readonly string[];
  /** False for a slug the catalog does not know, which shows the fallback content. */
  inCatalog: boolean;
};

function view(service: Service & { page: ServicePageContent }, title = service.title): ServiceView {
  return { ...service.page, slug: service.slug, title, inCatalog: true };
}

function withPage(slug: string): Service & { page: ServicePageContent } {
  const service = findService(slug);
  const page = service && service.slug === slug ? pageOf(service) : undefined;
  if (!service || !page) throw new Error(`Service "${slug}" has no page in the catalog`);
  return { ...service, page };
}

const fallbackIcon: ServiceIcon = "house";

/** The page of a slug: the catalog's service when it has one, else the fallback content. */
export function servicePageView(slug: string): ServiceView {
  const service = findService(slug);
  const page = service && pageOf(service);
  if (service && page) return view({ ...service, page });
  return {
    ...fallbackService,
    icon: fallbackIcon,
    slug,
    title: fallbackService.name,
    inCatalog: false,
  };
}

/** The 19 cards of the All Services page, under their card titles, four features each. */
export const serviceCards: readonly ServiceView[] = serviceCardOrder.map((slug) => {
  const service = withPage(slug);
  const card = view(service, service.cardTitle ?? service.title);
  return { ...card, features: card.features.slice(0, 4) };
});

/** The 20 services of the home page's list in order; the carousel shows the first 8. */
export const homeServices: readonly ServiceView[] = homeServiceOrder.map((slug) =>
  view(withPage(slug)),
);

export const carouselServices = homeServices.slice(0, carouselSize);

/** Every slug with a catalog page, prerendered at build time. */
export const servicePageSlugs: readonly string[] = services
  .filter((service) => pageOf(service))
  .map((service) => service.slug);
