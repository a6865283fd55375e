import { describe, expect, it } from "vitest";
import { site } from "~content/site";
import {
  businessId,
  businessNode,
  jsonLdText,
  pageGraph,
  pageTrail,
} from "~/sections/shared/structured-data";
import { serviceStructuredData } from "~/sections/service/service-structured-data";
import { serviceTemplateSlug } from "~content/generic-service";

describe("structured data", () => {
  it("describes the business from content, with no rating or review of its own", () => {
    const business = businessNode();
    expect(business).toMatchObject({
      "@type": "GeneralContractor",
      "@id": "https://www.ironwoodremodeling.example/#business",
      telephone: site.phone.e164,
      openingHoursSpecification: { dayOfWeek: site.hours.days, opens: "07:00", closes: "19:00" },
    });
    expect(business).not.toHaveProperty("aggregateRating");
    expect(business).not.toHaveProperty("review");
    expect(business.sameAs).not.toContain(site.social.google);
  });

  it("names a sub-page's breadcrumbs as its title does, less the business's name", () => {
    expect(pageTrail(`Our Work | ${site.name}`, "/gallery")).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
        { "@type": "ListItem", position: 2, name: "Our Work", item: `${site.url}/gallery` },
      ],
    });
  });

  it("offers a service from the business, and none on the server's template", () => {
    expect(serviceStructuredData("roofing")).toEqual([
      expect.objectContaining({ "@type": "Service", provider: { "@id": businessId } }),
    ]);
    expect(serviceStructuredData(serviceTemplateSlug)).toEqual([]);
  });

  it("writes JSON that no text can close the script element with", () => {
    const text = jsonLdText(pageGraph([{ "@type": "Thing", name: "</script><b>" }]));
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toMatchObject({
      "@graph": [{ "@id": businessId }, { name: "</script><b>" }],
    });
  });
});
