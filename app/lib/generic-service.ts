import { serviceShowcases, type ServiceShowcase } from "../content/service-page";
import { site } from "../content/site";
import { pageMeta, type PageMeta } from "./meta";
import { routes, serviceTemplatePath } from "./routes";
import { findService } from "./service-lookup";
import { pageOf, servicePageView } from "./services";
import { titleFromSlug } from "./slug";

/**
 * The showcase and the words of a service page's head, shared by the build (one page per catalog slug, and
 * the template) and the server (which fills the template in for any other slug).
 */

/** The slug the template page is built under: "/services/_template" -> "_template". */
export const serviceTemplateSlug = serviceTemplatePath.slice(routes.service("").length);

const showcases = new Map<string, ServiceShowcase>(Object.entries(serviceShowcases));

/** The richer page of a service that has one (kitchens, bathrooms), by its slug. */
export function serviceShowcase(slug: string): ServiceShowcase | undefined {
  return showcases.get(slug);
}

/** A catalog service shows its catalog name; any other slug, the slug capitalised. */
export function serviceTitle(slug: string): string {
  return findService(slug)?.title ?? titleFromSlug(slug);
}

/** Title, description and canonical address of the page of one slug. */
export function genericServicePage(slug: string): { title: string; meta: PageMeta } {
  const showcase = serviceShowcase(slug);
  const title = showcase?.heading ?? serviceTitle(slug);
  return {
    title,
    meta: pageMeta({
      title: `${title} | ${site.name}`,
      description: showcase?.description ?? servicePageView(slug).description,
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
