// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ContactModalProvider,
  useContactModal,
  type ContactModalOptions,
} from "./contact-modal-provider";

afterEach(() => vi.unstubAllGlobals());

function Opener({ options, label }: { options?: ContactModalOptions; label: string }) {
  const { openContactModal } = useContactModal();
  return (
    <button type="button" onClick={() => openContactModal(options)}>
      {label}
    </button>
  );
}

function setup() {
  const user = userEvent.setup();
  render(
    <ContactModalProvider>
      <Opener label="Plain" />
      <Opener label="Fences" options={{ service: "Fences and Decks" }} />
      <Opener
        label="Custom"
        options={{ service: "Tile Work", title: "Ask about tile", subtitle: "We know tile." }}
      />
    </ContactModalProvider>,
  );
  return { user };
}

describe("contact modal", () => {
  it("loads nothing until it is opened", () => {
    setup();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens 'Request a Free Quote' with its subtitle and the quote form", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Plain" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Request a Free Quote" },
      { timeout: 5000 },
    );
    expect(dialog).toHaveAccessibleDescription(
      "Fill out the form below and we'll get back to you within 24 hours.",
    );
    expect(within(dialog).getByRole("combobox", { name: /Services needed/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /^Remove / })).toBeNull();
  });

  it("takes a title, a subtitle and a preselected service", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Custom" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask about tile" }, { timeout: 5000 });
    expect(dialog).toHaveAccessibleDescription("We know tile.");
    expect(within(dialog).getAllByRole("button", { name: "Remove Tile Work" })).toHaveLength(1);
  });

  it("resets everything on close, including the preselected service", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Fences" }));
    let dialog = await screen.findByRole(
      "dialog",
      { name: "Request a Free Quote" },
      { timeout: 5000 },
    );
    expect(within(dialog).getByRole("button", { name: "Remove Decks" })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Full name/), "Jane");
    await user.click(within(dialog).getByRole("button", { name: "Get Free Quote" }));
    expect(within(dialog).getAllByText("Either email or phone number is required")).toHaveLength(2);
    await user.type(within(dialog).getByRole("combobox"), "roof");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Fences" })).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Plain" }));
    dialog = await screen.findByRole("dialog", { name: "Request a Free Quote" }, { timeout: 5000 });
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveValue("");
    expect(within(dialog).getByRole("combobox")).toHaveValue("");
    expect(within(dialog).queryByRole("button", { name: /^Remove / })).toBeNull();
    expect(within(dialog).queryByText("Either email or phone number is required")).toBeNull();
  });

  it("clears the service search with Escape before Escape closes the dialog", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Plain" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Request a Free Quote" },
      { timeout: 5000 },
    );
    const search = within(dialog).getByRole("combobox");
    await user.type(search, "roof");
    await user.keyboard("{Escape}");
    expect(search).toHaveValue("");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("falls back to the contact page outside a provider", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(<Opener label="Lonely" />);
    await userEvent.click(screen.getByRole("button", { name: "Lonely" }));
    expect(assign).toHaveBeenCalledWith("/contact");
  });
});
