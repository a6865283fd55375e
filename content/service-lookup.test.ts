import { describe, expect, it } from "vitest";
import { findService, preselectedOption, serviceLabel } from "./service-lookup";
import { legacyServiceNames, serviceOptions, services } from "./services";

describe("findService", () => {
  it("finds every service by its slug, in any letter case", () => {
    for (const service of services) {
      expect(findService(service.slug)).toBe(service);
      expect(findService(service.slug.toUpperCase())).toBe(service);
    }
  });

  it("answers undefined for nothing or an unknown name", () => {
    expect(findService(undefined)).toBeUndefined();
    expect(findService("")).toBeUndefined();
    expect(findService("Swimming Pools")).toBeUndefined();
    expect(findService("constructor")).toBeUndefined();
    expect(findService("__proto__")).toBeUndefined();
  });

  it("names only existing services in its legacy table", () => {
    for (const [name, slug] of Object.entries(legacyServiceNames)) {
      expect(findService(name)?.slug, name).toBe(slug);
    }
  });
});

describe("preselectedOption", () => {
  it("maps the slugs the site's links carry to their option", () => {
    expect(preselectedOption("roofing")).toBe("roofing");
    expect(preselectedOption("windows-and-doors")).toBe("windows");
    expect(preselectedOption("fences-and-decks")).toBe("decking");
    expect(preselectedOption("kitchen-remodeling")).toBe("kitchens");
    expect(preselectedOption("tile-work")).toBe("tiles");
    expect(preselectedOption("doors")).toBe("doors");
    expect(preselectedOption("other")).toBe("other");
  });

  it("quotes a service without an option of its own as its nearest option", () => {
    expect(preselectedOption("mechanicals")).toBe("hvac");
    expect(preselectedOption("mep")).toBe("electrical");
  });

  it("takes a picker option's value or label as the service it names", () => {
    for (const option of serviceOptions) {
      expect(preselectedOption(option.value), option.value).toBe(option.value);
      expect(preselectedOption(option.label), option.label).toBe(option.value);
    }
    expect(preselectedOption("constructor")).toBeUndefined();
  });

  it("keeps the names links carried before slugs preselecting the same option", () => {
    // Every title the site once put in a link (?service=, data-service), and what it chose.
    const before = {
      "Full Service Renovations": "full-service",
      Foundations: "foundations",
      Roofing: "roofing",
      Kitchens: "kitchens",
      Bathrooms: "bathrooms",
      Basements: "basements",
      Siding: "siding",
      Additions: "additions",
      "Full Gut Rehabs": "gut-rehabs",
      Plumbing: "plumbing",
      Framing: "framing",
      Cement: "cement",
      HVAC: "hvac",
      Electrical: "electrical",
      Painting: "painting",
      Drywall: "drywall",
      "Windows & Doors": "windows",
      "Fences & Decks": "decking",
      "Fences and Decks": "decking",
      "Tile Work": "tiles",
      Mechanicals: "hvac",
      MEP: "electrical",
    };
    for (const [name, value] of Object.entries(before)) {
      expect(preselectedOption(name), name).toBe(value);
      expect(preselectedOption(name.toUpperCase()), name).toBe(value);
    }
  });

  it("offers an option for every service", () => {
    const values = new Set<string>(serviceOptions.map((option) => option.value));
    for (const service of services) expect(values).toContain(preselectedOption(service.slug));
  });
});

describe("serviceLabel", () => {
  it("names an option value by its label", () => {
    expect(serviceLabel("gut-rehabs")).toBe("Full Gut Rehab");
  });
});
