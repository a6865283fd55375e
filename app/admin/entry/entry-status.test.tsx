// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EntryStatusSelect } from "./entry-status";

const now = Date.parse("2026-11-26T15:00:00Z");
/** 11:00 AM in Chicago, the day of `now`. */
const preview = { name: "Dana Whitfield", sendsAt: "2026-11-26T17:00:00Z" };

function setup(sendsAt: string | null = preview.sendsAt) {
  const onChange = vi.fn();
  const onPreview = vi.fn().mockResolvedValue({ ...preview, sendsAt });
  render(
    <EntryStatusSelect
      status="won"
      kind="lead"
      saving={false}
      now={now}
      onChange={onChange}
      onPreview={onPreview}
    />,
  );
  const pick = (label: string) =>
    userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), label);
  return { onChange, onPreview, pick };
}

describe("the status picker", () => {
  it("asks before Completed sends a review request, with the time it will go", async () => {
    const { onChange, pick } = setup();
    await pick("Completed");
    expect(
      await screen.findByRole("dialog", {
        name: "Send a review request to Dana Whitfield at 11:00 AM?",
      }),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Mark Completed and send it" }));
    expect(onChange).toHaveBeenCalledWith("completed", true);
  });

  it("marks Completed without the request when the owner says not to", async () => {
    const { onChange, pick } = setup();
    await pick("Completed");
    await userEvent.click(await screen.findByRole("button", { name: "Mark Completed without it" }));
    expect(onChange).toHaveBeenCalledWith("completed", false);
  });

  it("changes nothing when the dialog is closed", async () => {
    const { onChange, pick } = setup();
    await pick("Completed");
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("asks nothing when no request would go, nor for another status", async () => {
    const { onChange, onPreview, pick } = setup(null);
    await pick("Lost");
    expect(onChange).toHaveBeenLastCalledWith("lost");
    expect(onPreview).not.toHaveBeenCalled();
    await pick("Completed");
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith("completed"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
