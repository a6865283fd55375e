import { describe, expect, it } from "vitest";
import { routes } from "~contracts/routes";
import { serviceShowcase } from "~content/generic-service";
import { findService } from "~content/service-lookup";
import { bathroomShowcase, kitchenShowcase } from "~content/service-page";
import { pageOf } from "~content/service-pages";
import { fallbackService, homeServiceOrder, serviceOptions, services } from "~content/services";
import {
  carouselServices,
  homeServices,
  serviceCards,
  servicePageSlugs,
  servicePageView,
} from "./services";

describe("the service catalogue", () => {
  it("has the 19 All Services cards in order, four features each", () => {
    expect(serviceCards.map((card) => card.title)).toEqual([
      "Full Service Renovations",
      "Foundations",
      "Roofing",
      "Kitchens",
      "Bathrooms",
      "Basements",
      "Siding",
      "Additions",
      "Full Gut Rehabs",
      "Plumbing",
      "Framing",
      "Cement",
      "HVAC",
      "Electrical",
      "Painting",
      "Drywall",
      "Windows & Doors",
      "Fences and Decks",
      "Tile Work",
    ]);
    for (const card of serviceCards) {
      expect(card.features, card.title).toHaveLength(4);
      expect(new Set(card.features).size, card.title).toBe(4);
    }
  });

  it("has 20 full service names, each with its own catalogue entry of 5 bullets", () => {
    expect(homeServiceOrder).toHaveLength(20);
    expect(new Set(homeServiceOrder).size).toBe(20);
    for (const entry of homeServices) {
      expect(entry.inCatalog, `${entry.title} falls back to the generic entry`).toBe(true);
      expect(entry.description).not.toBe(fallbackService.description);
      expect(entry.features, entry.title).toHaveLength(5);
      expect(entry.badgeText.trim(), entry.title).not.toBe("");
      expect(entry.photo.trim(), entry.title).not.toBe("");
    }
  });

  it("covers the 20 titles of the content catalogue", () => {
    expect(homeServices.map((s) => s.title)).toEqual([
      "Additions",
      "Roofing",
      "Bathrooms",
      "Kitchens",
      "Foundations",
      "Cement",
      "Tile Work",
      "Basements",
      "Mechanicals",
      "Electrical",
      "Plumbing",
      "MEP",
      "Siding",
      "Full Gut Rehabs",
      "Framing",
      "HVAC",
      "Painting",
      "Drywall",
      "Windows & Doors",
      "Fences & Decks",
    ]);
  });

  it("feeds the carousel with the first 8 full services", () => {
    expect(carouselServices.map((s) => s.slug)).toEqual(homeServiceOrder.slice(0, 8));
  });

  it("gives an unknown title the generic fallback", () => {
    const entry = servicePageView("chimney-sweeping");
    expect(entry.inCatalog).toBe(false);
    expect(entry.description).toBe(fallbackService.description);
    expect(entry.features).toHaveLength(5);
  });

  it("has unique names and unique, URL-safe slugs", () => {
    expect(new Set(services.map((s) => s.title)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    for (const service of services) expect(service.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("holds every picker option and a page for 19 of them, and preselects only existing options", () => {
    expect(serviceOptions).toHaveLength(27);
    const values = new Set(serviceOptions.map((option) => option.value));
    expect(values.size).toBe(27);
    expect(new Set(serviceOptions.map((option) => option.label)).size).toBe(27);
    expect(services.filter((s) => s.option && pageOf(s))).toHaveLength(19);
    for (const service of services) {
      const value = service.option?.value ?? findService(service.quotedAs)?.option?.value;
      expect(values, service.title).toContain(value);
    }
  });

  it("gives kitchens and bathrooms their showcase pages, and every page service /services/{slug}", () => {
    expect(serviceShowcase("kitchen-remodeling")).toBe(kitchenShowcase);
    expect(serviceShowcase("bathroom-remodeling")).toBe(bathroomShowcase);
    expect(routes.service("kitchen-remodeling")).toBe("/services/kitchen-remodeling");
    expect(servicePageSlugs).toContain("kitchen-remodeling");
    expect(servicePageSlugs).toContain("bathroom-remodeling");
    expect(servicePageSlugs).toHaveLength(21);
    for (const slug of servicePageSlugs) {
      const entry = servicePageView(slug);
      expect(entry.slug).toBe(slug);
      expect(entry.inCatalog).toBe(true);
    }
  });
});
