// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeQuoteDialog, openQuoteDialog, quoteLinkAttribute } from "~/lib/quote-dialog";
import { contactPath } from "~contracts/routes";
import QuoteModal from "./quote-modal";

const quoteLink = { [quoteLinkAttribute]: "" };

/** For each click on a link: whether it reached the document with its default action allowed. */
let followed: boolean[] = [];
function recordClick(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
  followed.push(!event.defaultPrevented);
  // jsdom cannot navigate; the record above is what a browser would have done.
  event.preventDefault();
}

// Transforming the dialog's module tree takes seconds under jsdom; do it once up front so
// each test waits for the island, not for the test runner.
beforeAll(async () => {
  await import("~/sections/quote/contact-modal");
}, 30_000);

beforeEach(() => {
  followed = [];
});

afterEach(() => {
  document.removeEventListener("click", recordClick);
  act(() => closeQuoteDialog());
});

/** A page as the build writes it: quote links in static HTML, and the dialog island. */
function setup() {
  const user = userEvent.setup();
  render(
    <>
      <a href={contactPath()} {...quoteLink}>
        Get Free Quote
      </a>
      <a href={contactPath("Fences and Decks")} {...quoteLink} data-service="Fences and Decks">
        Fences
      </a>
      <a
        href={contactPath("Tile Work")}
        {...quoteLink}
        data-service="Tile Work"
        data-quote-title="Ask about tile"
        data-quote-subtitle="We know tile."
      >
        Tile
      </a>
      <a href={contactPath()}>Contact page</a>
      <QuoteModal />
    </>,
  );
  // Registered after the island's own listener, so it sees what the island decided.
  document.addEventListener("click", recordClick);
  return { user };
}

const openDialog = (name = "Request a Free Quote") =>
  screen.findByRole("dialog", { name }, { timeout: 5000 });

describe("the quote dialog island", () => {
  it("shows nothing until it is asked to open", () => {
    setup();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens through the store with its title, subtitle and an empty quote form", async () => {
    setup();
    act(() => openQuoteDialog());
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      "Fill out the form below and we'll get back to you within 24 hours.",
    );
    expect(within(dialog).getByRole("combobox", { name: /Services needed/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /^Remove / })).toBeNull();
  });

  it("takes a title, a subtitle and a service from the store", async () => {
    setup();
    act(() => openQuoteDialog({ service: "Windows & Doors", title: "Ask about windows" }));
    const dialog = await openDialog("Ask about windows");
    expect(within(dialog).getAllByRole("button", { name: "Remove Windows" })).toHaveLength(1);
  });

  it("opens instead of following a marked link, with the link's service, title and subtitle", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("link", { name: "Tile" }));
    const dialog = await openDialog("Ask about tile");
    expect(dialog).toHaveAccessibleDescription("We know tile.");
    expect(within(dialog).getAllByRole("button", { name: "Remove Tile Work" })).toHaveLength(1);
    expect(followed).toEqual([false]);
  });

  it("leaves a new-tab click and an unmarked link to the browser", async () => {
    const { user } = setup();
    await user.keyboard("[ControlLeft>]");
    await user.click(screen.getByRole("link", { name: "Get Free Quote" }));
    await user.keyboard("[/ControlLeft]");
    await user.click(screen.getByRole("link", { name: "Contact page" }));
    expect(followed).toEqual([true, true]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("resets everything on close, including the preselected service", async () => {
    const { user } = setup();
    const fences = screen.getByRole("link", { name: "Fences" });
    await user.click(fences);
    let dialog = await openDialog();
    expect(within(dialog).getByRole("button", { name: "Remove Decks" })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Full name/), "Jane");
    await user.click(within(dialog).getByRole("button", { name: "Get Free Quote" }));
    expect(within(dialog).getAllByText("Either email or phone number is required")).toHaveLength(2);
    await user.type(within(dialog).getByRole("combobox"), "roof");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(fences).toHaveFocus());

    act(() => openQuoteDialog());
    dialog = await openDialog();
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveValue("");
    expect(within(dialog).getByRole("combobox")).toHaveValue("");
    expect(within(dialog).queryByRole("button", { name: /^Remove / })).toBeNull();
    expect(within(dialog).queryByText("Either email or phone number is required")).toBeNull();
  });

  it("clears the service search with Escape before Escape closes the dialog", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("link", { name: "Get Free Quote" }));
    const dialog = await openDialog();
    const search = within(dialog).getByRole("combobox");
    await user.type(search, "roof");
    await user.keyboard("{Escape}");
    expect(search).toHaveValue("");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
