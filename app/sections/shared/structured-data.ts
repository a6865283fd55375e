import type { BreadcrumbList, GeneralContractorLeaf, Graph, Thing } from "schema-dts";
import { pages } from "~content/pages";
import { serviceArea } from "~content/service-area";
import { site } from "~content/site";
import { heroContent } from "~content/home";
import { getPhoto } from "~/lib/photos";

/**
 * schema.org data for search engines, as one JSON-LD graph per page (decision 214). Every
 * page carries the same business node under a stable @id; a page adds its own nodes (a
 * service, its breadcrumbs, the FAQ), which point at the business by that @id. There is no
 * rating or review on the business: Google's policy on self-serving reviews rules them out.
 */

const origin = new URL(site.url).origin;

/** An absolute address on the site, as structured data must give it. */
export const absolute = (path: string) => new URL(path, origin).toString();

export const businessId = `${origin}/#business`;

/** A reference to the business from another node. */
export const businessRef = { "@id": businessId } as const;

/** The towns of the service area, as schema.org places. */
export const areaServed = serviceArea.cities.map((name) => ({
  "@type": "City" as const,
  name: `${name}, ${site.area.region}`,
}));

/** The business's public profiles: those the footer links to, less any search page. */
export const profiles = [site.social.facebook, site.social.instagram, site.social.yelp];

export function businessNode(): GeneralContractorLeaf {
  return {
    "@type": "GeneralContractor",
    "@id": businessId,
    name: site.name,
    url: absolute("/"),
    telephone: site.phone.e164,
    logo: absolute("/icon-512.png"),
    image: absolute(getPhoto(heroContent.slides[0].photo).src),
    address: {
      "@type": "PostalAddress",
      addressLocality: site.area.city,
      addressRegion: site.area.region,
      addressCountry: "US",
    },
    areaServed,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...site.hours.days],
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    sameAs: profiles,
  };
}

/** One step of a page's trail, from the home page down to the page itself. */
export type Crumb = { name: string; path: string };

export function breadcrumbs(trail: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** Home › (parents) › the page, named as its title names it, less the business's name. */
export function pageTrail(title: string, path: string, parents: readonly Crumb[] = []) {
  const name = title.replace(` | ${site.name}`, "");
  return breadcrumbs([{ name: pages.home.crumb, path: "/" }, ...parents, { name, path }]);
}

/** A page's whole graph: the business, then the page's own nodes. */
export function pageGraph(nodes: readonly Thing[] = []): Graph {
  return { "@context": "https://schema.org", "@graph": [businessNode(), ...nodes] };
}

/**
 * The graph as the text of its <script>: JSON with "<" escaped, so no text from content
 * can close the element early.
 */
export function jsonLdText(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, "\\u003c");
}
