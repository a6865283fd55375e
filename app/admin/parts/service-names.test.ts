import { describe, expect, it } from "vitest";
import { serviceOptions } from "~content/services";
import { serviceNames } from "./service-names";

describe("serviceNames", () => {
  it("knows every picker label as listed", () => {
    const all = serviceOptions.map((option) => option.label).join(", ");
    expect(serviceNames(all).every((service) => service.listed)).toBe(true);
    expect(serviceNames(all)).toHaveLength(serviceOptions.length);
  });

  it("keeps a name the picker never offered as it came, marked unlisted", () => {
    expect(serviceNames("Bathroom Remodeling, Hot tub install")).toEqual([
      { name: "Bathroom Remodeling", listed: true },
      { name: "Hot tub install", listed: false },
    ]);
  });

  it("takes a label in other letters or a picker's code for what it is: not a label", () => {
    expect(serviceNames("bathroom remodeling, kitchens")).toEqual([
      { name: "bathroom remodeling", listed: false },
      { name: "kitchens", listed: false },
    ]);
  });

  it("reads an empty summary, as a lead from a text has, as no services", () => {
    expect(serviceNames("")).toEqual([]);
  });
});
