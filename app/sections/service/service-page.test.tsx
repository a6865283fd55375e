// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { servicePage } from "~content/service-page";
import { ServicePage } from "./service-page";

function renderAt(path: string) {
  return render(<ServicePage slug={path.split("/").pop() ?? ""} />);
}

describe("the generic service page's call to action", () => {
  it("asks for an estimate with the service chosen, or a question with nothing chosen", async () => {
    renderAt("/services/windows-and-doors");
    // Offered in the first screen and again at the close, both with the service chosen.
    const estimates = await screen.findAllByRole("link", { name: servicePage.cta.estimate });
    expect(estimates).toHaveLength(2);
    for (const link of estimates) {
      // The link carries the service's slug.
      expect(link).toHaveAttribute("href", "/contact?service=windows-and-doors");
    }
    expect(screen.getByRole("link", { name: "Call (630) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+16305550142",
    );
    expect(screen.getByRole("link", { name: servicePage.cta.questions })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  it("titles an unknown slug by capitalising its words and preselects nothing", async () => {
    renderAt("/services/stair-repair");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Stair Repair");
    for (const link of screen.getAllByRole("link", { name: servicePage.cta.estimate })) {
      expect(link).toHaveAttribute("href", "/contact");
    }
  });
});
