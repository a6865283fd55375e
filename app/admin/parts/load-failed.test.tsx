// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { adminCopy } from "~content/admin";
import { LoadFailed } from "./load-failed";

describe("a screen that could not load", () => {
  it("says why at once, and Try again loads it again", async () => {
    const retry = vi.fn();
    render(<LoadFailed message="Could not load this lead." onRetry={retry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load this lead.");
    await userEvent.click(screen.getByRole("button", { name: adminCopy.tryAgain }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
