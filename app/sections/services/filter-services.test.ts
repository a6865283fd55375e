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

  it("finds nothing for an unknown word", () => {
    expect(titles("helicopter")).toEqual([]);
  });
});
