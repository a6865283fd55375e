// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { faq } from "~content/faq";
import { FaqAccordion } from "./faq-accordion";

describe("the FAQ accordion", () => {
  it("keeps at most one answer open", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={faq} />);
    const [first, second] = faq;
    const firstButton = screen.getByRole("button", { name: first.question });
    const secondButton = screen.getByRole("button", { name: second.question });

    expect(screen.getAllByRole("button", { expanded: false })).toHaveLength(faq.length);
    await user.click(firstButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(first.answer)).toBeVisible();

    await user.click(secondButton);
    expect(secondButton).toHaveAttribute("aria-expanded", "true");
    expect(firstButton).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(first.answer)).not.toBeInTheDocument();

    await user.click(secondButton);
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });
});
