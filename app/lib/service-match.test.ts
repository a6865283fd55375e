import { describe, expect, it } from "vitest";
import { serviceOptions } from "../content/service-options";
import { services } from "../content/services";
import { matchServiceOption, serviceLabel } from "./service-match";

describe("matchServiceOption", () => {
  it("maps the titles used around the site to their option", () => {
    expect(matchServiceOption("Windows & Doors")).toBe("windows");
    expect(matchServiceOption("Fences and Decks")).toBe("decking");
    expect(matchServiceOption("Fences & Decks")).toBe("decking");
    expect(matchServiceOption("Tile Work")).toBe("tiles");
    expect(matchServiceOption("Full Gut Rehabs")).toBe("gut-rehabs");
    expect(matchServiceOption("Kitchens")).toBe("kitchens");
    expect(matchServiceOption("Full Service Renovations")).toBe("full-service");
  });

  it("matches every option label, case-insensitively", () => {
    for (const option of serviceOptions) {
      expect(matchServiceOption(option.label.toUpperCase())).toBe(option.value);
    }
  });

  it("covers every service in the catalogue with that service's own option", () => {
    for (const service of services) {
      expect(matchServiceOption(service.name)).toBe(service.optionValue);
      if ("cardTitle" in service)
        expect(matchServiceOption(service.cardTitle)).toBe(service.optionValue);
    }
  });

  it("answers undefined for nothing or an unknown title", () => {
    expect(matchServiceOption(undefined)).toBeUndefined();
    expect(matchServiceOption("Swimming Pools")).toBeUndefined();
  });
});

describe("serviceLabel", () => {
  it("names an option value by its label", () => {
    expect(serviceLabel("gut-rehabs")).toBe("Full Gut Rehab");
  });
});
