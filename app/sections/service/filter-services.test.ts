import { describe, expect, it } from "vitest";
import { serviceCards } from "~/lib/services";
import { filterServices } from "./filter-services";

const titles = (query: string) => filterServices(serviceCards, query).map((card) => card.title);

describe("filterServices", () => {
  it("keeps every card for a blank query", () => {
    expect(filterServices(serviceCards, "   ")).toHaveLength(19);
  });

  it("matches titles regardless of case", () => {
    expect(titles("hVaC")).toEqual(["HVAC"]);
  });

  it("matches description text", () => {
    // Only the Cement description speaks of control joints.
    expect(titles("control joints")).toEqual(["Cement"]);
  });

  it("matches feature text", () => {
    expect(titles("ev chargers")).toEqual(["Electrical"]);
  });

  it("needs every word, in any field and any order", () => {
    expect(titles("decks composite")).toEqual(["Fences and Decks"]);
    expect(titles("composite plumbing")).toEqual([]);
  });

  it("lists matches in a service's name first, prefixes before words found inside others", () => {
    // Foundations matches too, by the "waterproofing" in its description.
    const found = titles("roof");
    expect(found[0]).toBe("Roofing");
    expect(found).toContain("Foundations");
    expect(titles("bath")[0]).toBe("Bathrooms");
  });

  it("keeps the catalog's order among equal matches, and the same matches as before", () => {
    const everyWord = (query: string) => {
      const words = query.toLowerCase().split(/\s+/);
      return serviceCards
        .filter((card) =>
          words.every((word) =>
            [card.title, card.description, ...card.features]
              .join("\n")
              .toLowerCase()
              .includes(word),
          ),
        )
        .map((card) => card.title);
    };
    for (const query of ["roof", "repair", "kitchen cabinets", "water", "a"]) {
      expect([...titles(query)].sort()).toEqual(everyWord(query).sort());
    }
    expect(titles("   ").slice(0, 3)).toEqual(serviceCards.slice(0, 3).map((card) => card.title));
  });

  it("finds nothing for an unknown word", () => {
    expect(titles("helicopter")).toEqual([]);
  });
});
