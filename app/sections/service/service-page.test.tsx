// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { servicePage } from "~/content/service-page";
import ServiceDetailPage from "~/routes/service-detail";

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/services/:serviceSlug", Component: ServiceDetailPage }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("the generic service page's call to action", () => {
  it("asks for an estimate with the service chosen, or a question with nothing chosen", async () => {
    renderAt("/services/windows-and-doors");
    expect(await screen.findByRole("link", { name: servicePage.cta.estimate })).toHaveAttribute(
      "href",
      "/contact?service=Windows+%26+Doors",
    );
    expect(screen.getByRole("link", { name: servicePage.cta.questions })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  it("titles an unknown slug by capitalising its words and preselects nothing", async () => {
    renderAt("/services/stair-repair");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Stair Repair");
    expect(screen.getByRole("link", { name: servicePage.cta.estimate })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
