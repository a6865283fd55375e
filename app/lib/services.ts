import {
  carouselSize,
  fallbackService,
  homeServiceOrder,
  legacyServiceNames,
  serviceCardOrder,
  serviceOptions,
  services,
  type Service,
  type ServiceIcon,
  type ServicePageContent,
} from "../content/services";

/** Every view of a service (its page, cards, dialogs, picker option, links) starts here. */

const bySlug = new Map<string, Service>(services.map((service) => [service.slug, service]));
// A Map, so a name such as "constructor" finds nothing rather than an object's own property.
// Besides the old card titles, a picker option's value or label names its service too, as
// the quote form's own links and drafts may carry them.
const legacy = new Map<string, string>([
  ...services.flatMap((service): [string, string][] =>
    service.option
      ? [
          [service.option.value.toLowerCase(), service.slug],
          [service.option.label.toLowerCase(), service.slug],
        ]
      : [],
  ),
  ...Object.entries(legacyServiceNames),
]);

/**
 * The service a link names: its slug, a picker option's value or label, or a name links
 * carried before they carried slugs (`Windows & Doors`), in any letter case. Nothing for
 * an unknown name.
 */
export function findService(name: string | undefined): Service | undefined {
  const key = name?.trim().toLowerCase();
  if (!key) return undefined;
  const slug = bySlug.has(key) ? key : legacy.get(key);
  return slug ? bySlug.get(slug) : undefined;
}

/** The picker option a link's service preselects, or undefined when it names none. */
export function preselectedOption(name: string | undefined): string | undefined {
  const service = findService(name);
  if (!service) return undefined;
  return service.option?.value ?? findService(service.quotedAs)?.option?.value;
}

/** The label the quote request carries for a picker option's value. */
export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? value;
}

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
  const service = bySlug.get(slug);
  if (!service?.page) throw new Error(`Service "${slug}" has no page in the catalog`);
  return { ...service, page: service.page };
}

const fallbackIcon: ServiceIcon = "house";

/** The page of a slug: the catalog's service when it has one, else the fallback content. */
export function servicePageView(slug: string): ServiceView {
  const service = findService(slug);
  if (service?.page) return view({ ...service, page: service.page });
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
  .filter((service) => service.page)
  .map((service) => service.slug);
