import { expect, test } from "@playwright/test";
import { site } from "../../content/site";
import { sitemapPages } from "./sitemap-pages";

/**
 * Decision 214, read from the HTML each sitemap page sends: one JSON-LD graph that parses,
 * the same business node under the same @id everywhere (and no rating on it), breadcrumbs
 * on sub-pages, a Service on service pages, the FAQ's questions on /faq, and every @id a
 * node points at defined in the same graph.
 */

type Node = Record<string, unknown>;

const origin = new URL(site.url).origin;
const businessId = `${origin}/#business`;

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as unknown,
  );
}

/** Every `{"@id": ...}` reference anywhere below a value. */
function references(value: unknown, own = true): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => references(item, false));
  if (typeof value !== "object" || value === null) return [];
  const node = value as Node;
  const here = !own && Object.keys(node).length === 1 && typeof node["@id"] === "string";
  return [
    ...(here ? [node["@id"] as string] : []),
    ...Object.values(node).flatMap((child) => references(child, false)),
  ];
}

const ofType = (graph: Node[], type: string) => graph.filter((node) => node["@type"] === type);

test("every sitemap page carries one JSON-LD graph with the business, and its own nodes", async ({
  request,
}) => {
  const pages = sitemapPages();
  expect(pages.length).toBeGreaterThan(20);
  let business: Node | undefined;
  for (const path of pages) {
    const blocks = jsonLdBlocks(await (await request.get(path)).text());
    expect(blocks, path).toHaveLength(1);
    const data = blocks[0] as Node;
    expect(data["@context"], path).toBe("https://schema.org");
    const graph = data["@graph"] as Node[];

    const [contractor, ...more] = ofType(graph, "GeneralContractor");
    expect(more, path).toEqual([]);
    expect(contractor, path).toMatchObject({
      "@id": businessId,
      name: site.name,
      url: `${origin}/`,
      telephone: site.phone.e164,
      logo: expect.stringMatching(/^https:\/\/.+\.png$/),
      image: expect.stringMatching(/^https:\/\/.+\.jpg$/),
      address: { "@type": "PostalAddress", addressLocality: site.area.city },
      areaServed: expect.arrayContaining([{ "@type": "City", name: `${site.area.city}, IL` }]),
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: expect.arrayContaining(["Monday"]),
        opens: expect.stringMatching(/^\d\d:\d\d$/),
        closes: expect.stringMatching(/^\d\d:\d\d$/),
      },
      sameAs: [site.social.facebook, site.social.instagram, site.social.yelp],
    });
    // Google's policy on self-serving reviews: no stars for a business's own markup.
    expect(contractor, path).not.toHaveProperty("aggregateRating");
    expect(contractor, path).not.toHaveProperty("review");
    for (const profile of contractor?.sameAs as string[]) expect(profile).not.toMatch(/search/);
    business ??= contractor;
    expect(contractor, `${path}: the same node on every page`).toEqual(business);

    const ids = new Set(graph.map((node) => node["@id"]).filter(Boolean));
    for (const id of references(graph)) expect(ids, `${path} points at ${id}`).toContain(id);

    const [crumbs] = ofType(graph, "BreadcrumbList");
    if (path === "/") {
      expect(crumbs, path).toBeUndefined();
    } else {
      const items = crumbs?.itemListElement as Node[];
      expect(
        items.map((item) => item.position),
        path,
      ).toEqual(items.map((_, i) => i + 1));
      expect(items[0], path).toMatchObject({ name: "Home", item: `${origin}/` });
      expect(items.at(-1), path).toMatchObject({ item: new URL(path, origin).toString() });
    }

    const services = ofType(graph, "Service");
    if (path.startsWith("/services/")) {
      expect(services, path).toHaveLength(1);
      expect(services[0], path).toMatchObject({
        serviceType: expect.any(String),
        provider: { "@id": businessId },
        areaServed: contractor?.areaServed,
      });
      expect(
        (crumbs?.itemListElement as Node[]).map((item) => item.item),
        path,
      ).toEqual([`${origin}/`, `${origin}/all-services`, new URL(path, origin).toString()]);
    } else {
      expect(services, path).toEqual([]);
    }

    const [faq] = ofType(graph, "FAQPage");
    if (path === "/faq") expect((faq?.mainEntity as Node[]).length, path).toBe(9);
    else expect(faq, path).toBeUndefined();
  }
});
