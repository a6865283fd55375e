// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bathroomPage, kitchenPage } from "~/content/service-pages";
import { pages } from "~/content/pages";
import { GcPage } from "~/sections/gc/gc-page";
import { DedicatedServicePage } from "./dedicated-service-page";

const BathroomRemodelingPage = () => (
  <DedicatedServicePage content={bathroomPage} title={pages.bathroom.heading} />
);
const KitchenRemodelingPage = () => (
  <DedicatedServicePage content={kitchenPage} title={pages.kitchen.heading} />
);
const GcServicesPage = () => <GcPage title={pages.gcServices.heading} />;

function renderPage(Component: () => React.ReactNode) {
  return render(<Component />);
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
  it("offers the quote dialog twice (links to the quote form until it loads) and a phone link", async () => {
    renderPage(GcServicesPage);
    const quotes = await screen.findAllByRole("link", {
      name: /Discuss Your Project|Request a Consultation/,
    });
    expect(quotes).toHaveLength(2);
    for (const quote of quotes) expect(quote).toHaveAttribute("data-quote-dialog");
    expect(screen.getByRole("link", { name: /^Call \(630\)/ })).toHaveAttribute(
      "href",
      "tel:+16305550142",
    );
  });
});
