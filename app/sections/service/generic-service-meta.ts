import { site } from "~/content/site";
import { pageMeta, type PageMeta } from "~/lib/meta";
import { servicePagePath } from "~/lib/routes";
import { serviceForSlug } from "~/lib/services";
import { titleFromSlug } from "~/lib/slug";

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
      path: servicePagePath(slug),
    }),
  };
}
