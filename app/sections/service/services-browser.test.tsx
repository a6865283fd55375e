// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { allServicesContent } from "~content/all-services";
import { serviceCards } from "~/lib/services";
import { ServicesBrowser } from "./services-browser";

// jsdom has no layout, so nothing is ever near the viewport: photos stay as previews.
class NeverIntersecting {
  observe() {}
  disconnect() {}
}

function setup(width = 1366) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  const user = userEvent.setup();
  render(<ServicesBrowser cards={serviceCards} content={allServicesContent} />);
  const search = screen.getByRole("searchbox", { name: "Find a service" });
  const cards = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);
  return { user, search, cards };
}

describe("ServicesBrowser", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", NeverIntersecting);
  });

  it("shows a wide page of 8 cards, then 8 more, focusing the first new card", async () => {
    const { user, cards } = setup(1366);
    expect(cards()).toHaveLength(8);
    expect(screen.getByRole("status")).toHaveTextContent("19 services found");

    await user.click(screen.getByRole("button", { name: "Show More Services (11 remaining)" }));
    expect(cards()).toHaveLength(16);
    expect(screen.getByRole("link", { name: "Full Gut Rehabs" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Show More Services (3 remaining)" }));
    expect(cards()).toHaveLength(19);
    expect(screen.queryByRole("button", { name: /Show More Services/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Windows & Doors" })).toHaveFocus();
  });

  it("shows 6 cards at a time on a narrow screen", async () => {
    const { user, cards } = setup(390);
    expect(cards()).toHaveLength(6);
    await user.click(screen.getByRole("button", { name: "Show More Services (13 remaining)" }));
    expect(cards()).toHaveLength(12);
  });

  it("filters as the visitor types and starts again from the first page", async () => {
    const { user, search, cards } = setup(1366);
    await user.click(screen.getByRole("button", { name: /Show More Services/ }));
    expect(cards()).toHaveLength(16);

    await user.type(search, "windows");
    // The service named by the word comes first.
    expect(cards()).toEqual(["Windows & Doors", "Basements"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 services found");

    await user.clear(search);
    expect(cards()).toHaveLength(8);
  });

  it("says so when nothing matches, and Clear Search starts over in the search box", async () => {
    const { user, search, cards } = setup(1366);
    await user.type(search, "helicopter");
    expect(screen.getByRole("status")).toHaveTextContent("0 services found");
    expect(screen.getByRole("heading", { name: "No services found" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear Search" }));
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
    expect(cards()).toHaveLength(8);
  });

  it("uses the singular for one result", async () => {
    const { user, search } = setup(1366);
    await user.type(search, "hvac");
    expect(screen.getByRole("status")).toHaveTextContent("1 service found");
  });
});
