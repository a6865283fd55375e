// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bathroomShowcase, kitchenShowcase } from "~content/service-page";
import { quoteLinkAttribute } from "~/lib/quote-dialog";
import { GcPage } from "./gc-page";
import { ServicePage } from "./service-page";

describe("the showcase service pages", () => {
  it.each([
    ["bathroom-remodeling", bathroomShowcase, "/contact?service=bathroom-remodeling"],
    ["kitchen-remodeling", kitchenShowcase, "/contact?service=kitchen-remodeling"],
  ] as const)(
    "the %s page lists eight inclusions, quotes with its service chosen and sends estimates home",
    (slug, content, quote) => {
      render(<ServicePage slug={slug} />);
      const included = screen.getByRole("region", { name: content.included.heading });
      expect(within(included).getAllByRole("listitem")).toHaveLength(8);
      expect(screen.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", quote);
      expect(screen.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute(
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
  it("offers the quote dialog twice and a phone link", () => {
    render(<GcPage title="General Contractor Services" />);
    const quotes = screen.getAllByRole("link", {
      name: /Discuss Your Project|Request a Consultation/,
    });
    expect(quotes).toHaveLength(2);
    // Links to the quote form that the quote dialog island takes over once it is ready.
    for (const quote of quotes) expect(quote).toHaveAttribute(quoteLinkAttribute);
    expect(screen.getByRole("link", { name: /^Call \(630\)/ })).toHaveAttribute(
      "href",
      "tel:+16305550142",
    );
  });
});
