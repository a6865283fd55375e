import { describe, expect, it } from "vitest";
import { serviceOptions } from "../../content/services";
import {
  listedLabels,
  serviceLabels,
  serviceNames,
  serviceSlugs,
  storedServices,
} from "./lead-services";

describe("a lead's services", () => {
  it("are stored as slugs, the names no slug matched kept as text", () => {
    expect(storedServices("Kitchen Remodeling, Gazebo, Bathroom Remodeling")).toEqual({
      services: '["kitchen-remodeling","bathroom-remodeling"]',
      service: "Gazebo",
    });
    expect(storedServices("Windows")).toEqual({ services: '["windows-and-doors"]', service: "" });
    // Only the picker's own labels, exactly: a slug or a near miss sent through the API is
    // a name the owner reads as it came.
    expect(storedServices(" roofing ,Kitchens")).toEqual({
      services: "[]",
      service: "roofing ,Kitchens",
    });
  });

  it("store each of the picker's labels as a slug that reads as that label again", () => {
    for (const { label } of serviceOptions) {
      const stored = storedServices(label);
      expect(serviceSlugs(stored)).toHaveLength(1);
      expect(stored.service).toBe("");
      expect(serviceNames(stored)).toEqual([{ name: label, slug: serviceSlugs(stored)[0] }]);
    }
  });

  it("keep what no slug matched as it was sent, for the words that repeat it", () => {
    const stored = storedServices('Decks,=HYPERLINK("http://evil.example","Open"), Roofing');
    expect(stored.service).toBe('=HYPERLINK("http://evil.example","Open")');
    expect(serviceLabels(stored)).toBe('Decks, Roofing, =HYPERLINK("http://evil.example","Open")');
  });

  it("read as labels, then the other names, marked by having no slug", () => {
    const stored = storedServices("Roofing, Gazebo, Siding, Roofing");
    expect(serviceNames(stored)).toEqual([
      { name: "Roofing", slug: "roofing" },
      { name: "Siding", slug: "siding" },
      { name: "Gazebo", slug: null },
    ]);
    expect(serviceLabels(stored)).toBe("Roofing, Siding, Gazebo");
    expect(listedLabels(stored)).toEqual(["Roofing", "Siding"]);
  });

  it("read a slug the site no longer lists as itself, unlisted, and a broken column as none", () => {
    expect(serviceNames({ services: '["gazebos","roofing"]', service: "" })).toEqual([
      { name: "gazebos", slug: null },
      { name: "Roofing", slug: "roofing" },
    ]);
    expect(serviceSlugs({ services: "Roofing" })).toEqual([]);
    expect(serviceSlugs({ services: '{"a":1}' })).toEqual([]);
    expect(serviceLabels({ services: "[]", service: "" })).toBe("");
  });
});
