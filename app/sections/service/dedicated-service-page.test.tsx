// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { bathroomPage, kitchenPage } from "~/content/service-pages";
import BathroomRemodelingPage from "~/routes/bathroom-remodeling";
import GcServicesPage from "~/routes/gc-services";
import KitchenRemodelingPage from "~/routes/kitchen-remodeling";

function renderPage(Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the dedicated service pages", () => {
  it.each([
    ["bathroom", BathroomRemodelingPage, bathroomPage],
    ["kitchen", KitchenRemodelingPage, kitchenPage],
  ] as const)(
    "the %s page lists eight inclusions and sends estimates home",
    async (_, Page, content) => {
      renderPage(Page);
      const included = await screen.findByRole("region", { name: content.included.heading });
      expect(within(included).getAllByRole("listitem")).toHaveLength(8);
      expect(screen.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute(
        "href",
        "/#contact",
      );
      expect(screen.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute(
        "href",
        "/#contact",
      );
      expect(screen.getByRole("link", { name: "View Our Work" })).toHaveAttribute(
        "href",
        "/gallery",
      );
      const process = screen.getByRole("region", { name: content.process.heading });
      expect(within(process).getAllByRole("heading", { level: 3 })).toHaveLength(5);
    },
  );
});

describe("the General Contractor page", () => {
  it("offers the quote dialog twice and a phone link", async () => {
    renderPage(GcServicesPage);
    expect(
      await screen.findAllByRole("button", { name: /Discuss Your Project|Request a Consultation/ }),
    ).toHaveLength(2);
    expect(screen.getByRole("link", { name: /^Call \(630\)/ })).toHaveAttribute(
      "href",
      "tel:+16305550142",
    );
  });
});
