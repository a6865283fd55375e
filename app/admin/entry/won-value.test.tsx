// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WonValue } from "./won-value";

describe("the won job's value", () => {
  it("takes whole dollars as people type them, and refuses anything else", () => {
    const onSave = vi.fn();
    render(<WonValue initial={null} saving={false} onSave={onSave} onCancel={vi.fn()} />);
    const input = screen.getByLabelText(/What was the job worth/);
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: "12.5k" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark won" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(/whole dollars/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "$18,500" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark won" }));
    expect(onSave).toHaveBeenCalledWith(18_500);
  });
});
