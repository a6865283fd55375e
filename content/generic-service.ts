import { routes, serviceTemplatePath } from "../contracts/routes";
import { titleFromSlug } from "../contracts/slug";
import { pageMeta, type PageMeta } from "./meta";
import { findService } from "./service-lookup";
import { serviceShowcases, type ServiceShowcase } from "./service-page";
import { pageOf } from "./service-pages";
import { fallbackService } from "./services";
import { site } from "./site";

/**
 * The showcase and the words of a service page's head, shared by the build (one page per
 * catalog slug, and the template) and the server (which fills the template in for any
 * other slug). Both must write the same words, and the server reads only contracts and
 * content, so they are derived here from the service model (decision 204).
 */

/** The slug the template page is built under: "/services/_template" -> "_template". */
export const serviceTemplateSlug = serviceTemplatePath.slice(routes.service("").length);

const showcases = new Map<string, ServiceShowcase>(Object.entries(serviceShowcases));

/** The richer page of a service that has one (kitchens, bathrooms), by its slug. */
export function serviceShowcase(slug: string): ServiceShowcase | undefined {
  return showcases.get(slug);
}

/** A catalog service shows its catalog name; any other slug, the slug capitalized. */
export function serviceTitle(slug: string): string {
  return findService(slug)?.title ?? titleFromSlug(slug);
}

/** Title, description and canonical address of the page of one slug. */
export function genericServicePage(slug: string): { title: string; meta: PageMeta } {
  const showcase = serviceShowcase(slug);
  const service = findService(slug);
  const title = showcase?.heading ?? serviceTitle(slug);
  return {
    title,
    meta: pageMeta({
      title: `${title} | ${site.name}`,
      // A catalog service's page copy, else the fallback content the template shows.
      description:
        showcase?.description ??
        (service && pageOf(service))?.description ??
        fallbackService.description,
      path: routes.service(slug),
    }),
  };
}

/**
 * Where a slug the build made no page for belongs instead: a slug links once carried for
 * a catalog service ("kitchens" names Kitchens, whose page is /services/kitchen-remodeling)
 * leads to that service's own page, whose content the template's fallback content is not.
 */
export function servicePageElsewhere(slug: string): string | null {
  const service = findService(slug);
  if (!service || !pageOf(service) || service.slug === slug) return null;
  return routes.service(service.slug);
}
