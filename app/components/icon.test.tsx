// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("names its symbol in the sprite, at lucide's size, hidden from assistive technology", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Icon name="phone" className="size-4 text-accent" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("width", "24");
    expect(svg).toHaveAttribute("height", "24");
    expect(svg).toHaveAttribute("class", "size-4 text-accent");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.querySelector("use")?.getAttribute("href")).toMatch(/\/icons\.svg\b[^#]*#phone$/);
  });

  it("hydrates the HTML the server wrote without a mismatch", async () => {
    const icons = (
      <p>
        <Icon name="star-filled" className="size-6" />
        <Icon name="yelp" />
      </p>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(icons);
    const written = container.innerHTML;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, icons, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(written);
    act(() => root.unmount());
  });
});
