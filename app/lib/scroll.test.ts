// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SECTION_OFFSET, scrollToSection } from "./scroll";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.renderAll;
  vi.restoreAllMocks();
});

function sectionAt(top: number) {
  document.body.innerHTML = `<section id="contact"><h2>Contact</h2></section>`;
  const section = document.getElementById("contact") as HTMLElement;
  return vi.spyOn(section, "getBoundingClientRect").mockImplementation(() => {
    // The undrawn blocks above hold an estimated height until the page is drawn whole.
    const drawn = document.documentElement.dataset.renderAll !== undefined;
    return new DOMRect(0, drawn ? top : top / 2, 100, 100);
  });
}

describe("scrollToSection", () => {
  it("draws the whole page before it measures where the section is", () => {
    sectionAt(2400);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    scrollToSection("contact");
    expect(document.documentElement.dataset.renderAll).toBe("");
    expect(scrollTo).toHaveBeenCalledWith({ top: 2400 - SECTION_OFFSET, behavior: "smooth" });
  });

  it("leaves the page as it is when no section has that id", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    scrollToSection("nowhere");
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.renderAll).toBeUndefined();
  });
});
