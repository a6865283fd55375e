import { site } from "../content/site";
import { pageMeta, type PageMeta } from "./meta";
import { routes, serviceTemplatePath } from "./routes";
import { serviceForSlug, servicePath } from "./services";
import { titleFromSlug } from "./slug";

/**
 * The generic service page's words, shared by the build (one page per catalogue slug, and
 * the template) and the server (which fills the template in for any other slug).
 */

/** The slug the template page is built under: "/services/_template" -> "_template". */
export const serviceTemplateSlug = serviceTemplatePath.slice(routes.service("").length);

/** A catalogue service shows its catalogue name; any other slug, the slug capitalised. */
export function serviceTitle(slug: string): string {
  const entry = serviceForSlug(slug);
  return entry.slug ? entry.name : titleFromSlug(slug);
}

/** Title, description and canonical address of the generic page of one slug. */
export function genericServicePage(slug: string): { title: string; meta: PageMeta } {
  const title = serviceTitle(slug);
  return {
    title,
    meta: pageMeta({
      title: `${title} | ${site.name}`,
      description: serviceForSlug(slug).description,
      path: routes.service(slug),
    }),
  };
}

/**
 * Where a slug the build made no page for belongs instead: a catalogue service named by
 * another slug ("kitchens" names Kitchens, whose page is /services/kitchen-remodeling) has
 * its own page with its own content, which the template's fallback content is not.
 */
export function servicePageElsewhere(slug: string): string | null {
  const entry = serviceForSlug(slug);
  if (!entry.slug || entry.slug === slug) return null;
  return servicePath(entry.name);
}
