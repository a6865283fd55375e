// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminCopy } from "~content/admin";
import type { LeadService } from "~contracts/admin-api";
import { ServiceSummary } from "./service-summary";

const mark = `(${adminCopy.inbox.notListed})`;

function shown(services: LeadService[]) {
  const { container } = render(
    <p>
      <ServiceSummary services={services} />
    </p>,
  );
  return container.textContent;
}

describe("a lead's services as the inbox shows them", () => {
  it("shows a listed name holding a comma as one name, unmarked", () => {
    expect(
      shown([
        { slug: "windows-and-doors", label: "Windows, Skylights", listed: true },
        { slug: "roofing", label: "Roofing", listed: true },
      ]),
    ).toBe("Windows, Skylights, Roofing");
  });

  it("marks in words a slug the site no longer lists and a name no slug matched", () => {
    expect(
      shown([
        { slug: "bathroom-remodeling", label: "Bathroom Remodeling", listed: true },
        { slug: "gazebos", label: "gazebos", listed: false },
        { slug: null, label: "Hot tub install", listed: false },
      ]),
    ).toBe(`Bathroom Remodeling, gazebos ${mark}, Hot tub install ${mark}`);
  });

  it("takes the server's word for what is listed, whatever the label reads", () => {
    // A picker label sent back unlisted (a slug the site dropped under an old label).
    expect(shown([{ slug: "tile", label: "Tile Work", listed: false }])).toBe(`Tile Work ${mark}`);
  });

  it("shows nothing for a lead with no services (a text's or a call's)", () => {
    expect(shown([])).toBe("");
  });
});
