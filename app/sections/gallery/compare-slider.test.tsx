// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { galleryContent } from "~content/gallery";
import { getPhoto } from "~/lib/photos";
import type { BeforeAfterPair, ManifestImage } from "~contracts/gallery-manifest";
import { CompareSlider } from "./compare-slider";

const photo = getPhoto("kitchen/kitchen-wood-island-granite");
const image = (filename: string, alt: string): ManifestImage => ({ ...photo, alt, filename });
const pair: BeforeAfterPair = {
  id: "pair-1",
  projectNumber: 1,
  before: image("before-after/before-1.jpg", "Kitchen before"),
  after: image("before-after/after-1.jpg", "Kitchen after"),
};
const content = galleryContent.compare;

describe("CompareSlider", () => {
  test("is a slider from 0 to 100 that starts at 50 and follows the keys", () => {
    render(<CompareSlider pair={pair} content={content} />);
    const slider = screen.getByRole("slider", { name: content.sliderLabel });
    expect(slider).toHaveAttribute("aria-valuenow", "50");
    expect(slider).toHaveAttribute("aria-valuemin", "0");
    expect(slider).toHaveAttribute("aria-valuemax", "100");
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(slider).toHaveAttribute("aria-valuenow", "55");
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(slider).toHaveAttribute("aria-valuenow", "45");
    fireEvent.keyDown(slider, { key: "End" });
    expect(slider).toHaveAttribute("aria-valuenow", "100");
    fireEvent.keyDown(slider, { key: "Home" });
    expect(slider).toHaveAttribute("aria-valuenow", "0");
  });

  test("clips the before photo at the handle and hides the labels near the edges", () => {
    render(<CompareSlider pair={pair} content={content} />);
    const slider = screen.getByRole("slider");
    const before = screen.getByTestId("compare-before");
    const label = screen.getByText(content.before);
    expect(before.style.clipPath).toBe("inset(0 50% 0 0)");
    expect(label).not.toHaveClass("invisible");
    fireEvent.keyDown(slider, { key: "End" });
    expect(before.style.clipPath).toBe("inset(0 0% 0 0)");
    expect(label).toHaveClass("invisible");
    fireEvent.keyDown(slider, { key: "Home" });
    expect(label).toHaveClass("invisible");
    for (let i = 0; i < 3; i++) fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(slider).toHaveAttribute("aria-valuenow", "15");
    expect(label).not.toHaveClass("invisible");
  });
});
