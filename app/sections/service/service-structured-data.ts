import type { Service, Thing } from "schema-dts";
import { pages } from "~content/pages";
import { genericServicePage, serviceTemplateSlug } from "~content/generic-service";
import { absolute, areaServed, businessRef } from "~/sections/shared/structured-data";
import { routes } from "~contracts/routes";

/**
 * A service page's own node: the service, offered by the business where it works. The
 * template the server fills in for other slugs gets none: its words are only known per
 * request, and it is kept out of search results anyway.
 */
export function serviceStructuredData(slug: string): Thing[] {
  if (slug === serviceTemplateSlug) return [];
  const { title } = genericServicePage(slug);
  const path = routes.service(slug);
  const service: Service = {
    "@type": "Service",
    name: title,
    serviceType: title,
    url: absolute(path),
    provider: businessRef,
    areaServed,
  };
  return [service];
}

/** The page between home and a service in its breadcrumbs. */
export const serviceParents = [{ name: pages.allServices.heading, path: routes.allServices }];
