import { describe, expect, it } from "vitest";
import { claims, stats } from "./claims";
import { faq } from "./faq";
import { pages } from "./pages";
import { bathroomProcess, genericProcess, kitchenProcess } from "./process";
import { bathroomShowcase, kitchenShowcase } from "./service-page";
import { site } from "./site";

// Every content module, so a new one is checked for empty text without being listed here.
const contentModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

/** Every string reachable from a value, with the path that leads to it. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
  }
}

describe("the rest of the content", () => {
  it("has the 9 FAQs, each with a distinct question", () => {
    expect(faq).toHaveLength(9);
    expect(new Set(faq.map((item) => item.question)).size).toBe(9);
  });

  it("has the process steps of each service page", () => {
    expect(genericProcess.map((s) => s.title)).toEqual([
      "Consultation",
      "Planning & Design",
      "Execution",
      "Completion",
    ]);
    expect(bathroomProcess.map((s) => s.title)).toEqual([
      "Design Consultation",
      "Space Planning",
      "Material Selection",
      "Professional Installation",
      "Quality Assurance",
    ]);
    expect(kitchenProcess).toHaveLength(5);
  });

  it("states each claim consistently wherever it appears", () => {
    expect(claims.yearsExperience).toBeGreaterThanOrEqual(12);
    expect(stats.map((s) => s.value)).toEqual([
      `${claims.projectsCompleted}+`,
      `${claims.yearsExperience}+`,
      "100%",
      "100%",
    ]);
    expect(claims.projectsCompleted).toBeGreaterThanOrEqual(400);
    expect(pages.home.description).toContain(`${claims.yearsExperience} years`);
    expect(pages.home.description).toContain(
      `${claims.rating.value} from ${claims.rating.count} reviews`,
    );
    expect(pages.home.description).toContain(`${claims.serviceRadiusMiles}-mile`);
    expect(pages.gallery.description).toContain(`${claims.projectsCompleted}+`);
    expect(kitchenShowcase.description).toContain(`${claims.kitchensRemodeled}+`);
    expect(kitchenShowcase.description).toContain(claims.kitchenTimeline);
    expect(bathroomShowcase.description).toContain(`${claims.bathroomsRemodeled}+`);
    expect(bathroomShowcase.description).toContain(claims.bathroomTimeline);
    const answers = faq.map((item) => item.answer).join(" ");
    expect(answers).toContain(`${claims.laborWarrantyYears}-year warranty`);
    for (const range of ["$10,000 and $30,000", "$25,000 and $75,000", "$50,000"]) {
      expect(answers).toContain(range);
    }
    expect(site.hours.display).toBe("Mon-Sat 7AM-7PM");
    expect(site.copyrightYear).toBe(new Date().getFullYear());
  });

  it("has no empty text in any content module", () => {
    expect(Object.keys(contentModules).length).toBeGreaterThan(5);
    for (const [file, exports] of Object.entries(contentModules)) {
      for (const [path, text] of strings(exports, file)) {
        expect(text.trim(), `${path} is empty`).not.toBe("");
      }
    }
  });
});
