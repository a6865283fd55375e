import { legacyServiceNames, serviceOptions, services, type Service } from "./services";

/**
 * Which service a name means, and the picker option it preselects. The quote form reads
 * only this, so it carries the service model's names, never the catalog's page copy
 * (services.ts holds the views that need it).
 */

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
