// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serviceOptions } from "~content/services";
import { messages } from "~contracts/quote-schema";
import { ContactForm, type ContactFormProps } from "./contact-form";
import { prerenderedQuoteForm } from "./prerendered-form.test-support";

type Posted = Record<string, unknown>;
let posted: Posted[] = [];
let contactAnswer: () => Promise<Response>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

// Transforming the verification dialog's modules takes seconds under jsdom; do it once up
// front so each test waits for the form, not for the test runner.
beforeAll(async () => {
  await import("~/components/form/security-verification-dialog");
}, 30_000);

beforeEach(() => {
  posted = [];
  contactAnswer = async () => json(200, { success: true, id: "lead-123" });
  // The captcha is 'off' here: the verification dialog hands over at once, so these
  // tests cover the form; the dialog has its own tests.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/captcha/config") return json(200, { provider: "off" });
      if (url === "/api/contact") {
        posted.push(JSON.parse(String(init?.body)) as Posted);
        return contactAnswer();
      }
      return json(404, { success: false });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  sessionStorage.clear();
});

function setup(props: Partial<ContactFormProps> = {}) {
  const user = userEvent.setup();
  const utils = render(<ContactForm variant="quote" context="main" {...props} />);
  const field = {
    name: () => screen.getByLabelText(/^Full name/),
    email: () => screen.getByLabelText(/^Email/),
    phone: () => screen.getByLabelText(/^Phone/),
    services: () => screen.getByRole("combobox", { name: /Services needed/ }),
    message: () => screen.getByLabelText(/^Message/),
  };
  const submit = () =>
    user.click(screen.getByRole("button", { name: /Get Free Quote|Get Pre-Approved Now/ }));
  const addService = async (search: string) => {
    await user.type(field.services(), search);
    await user.keyboard("{Enter}");
  };
  const fillValid = async () => {
    await user.type(field.name(), "Jane Smith");
    await user.type(field.email(), "jane@example.com");
    await addService("kitchen");
    await user.type(field.message(), "A new kitchen with an island, please.");
  };
  return { user, field, submit, addService, fillValid, ...utils };
}

/** The error or hint text tied to a control with aria-describedby. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("validation on submit", () => {
  it("shows every message of an empty quote form under its field and focuses the name", async () => {
    const { field, submit } = setup();
    await submit();
    expect(field.name()).toHaveFocus();
    const expected: [HTMLElement, string][] = [
      [field.name(), messages.nameRequired],
      [field.email(), messages.contactRequired],
      [field.phone(), messages.contactRequired],
      [field.services(), messages.servicesRequired],
      [field.message(), messages.messageRequired],
    ];
    for (const [control, message] of expected) {
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(descriptionOf(control)).toContain(message);
    }
    expect(posted).toHaveLength(0);
  });

  it("applies the length and format rules", async () => {
    const { user, field, submit } = setup();
    await user.type(field.name(), "J");
    await user.type(field.email(), "jane@example");
    await user.type(field.phone(), "012345678");
    await user.type(field.message(), "Too short");
    await submit();
    expect(descriptionOf(field.name())).toContain(messages.nameShort);
    expect(descriptionOf(field.email())).toContain(messages.emailInvalid);
    expect(descriptionOf(field.phone())).toContain(messages.phoneInvalid);
    expect(descriptionOf(field.message())).toContain(messages.messageShort);
  });

  it("moves focus to the first invalid field in the order name, email, phone, services, message", async () => {
    const { user, field, submit, addService } = setup();
    await user.type(field.name(), "Jane Smith");
    await submit();
    expect(field.email()).toHaveFocus();

    await user.type(field.email(), "jane@");
    await submit();
    expect(field.email()).toHaveFocus();

    await user.clear(field.email());
    await user.type(field.email(), "jane@example.com");
    await user.type(field.phone(), "123");
    await submit();
    expect(field.phone()).toHaveFocus();

    await user.clear(field.phone());
    await submit();
    expect(field.services()).toHaveFocus();

    await addService("roof");
    await submit();
    expect(field.message()).toHaveFocus();
  });

  it("keeps native validation off", () => {
    setup();
    expect(screen.getByRole("form")).toHaveAttribute("novalidate");
  });
});

describe("error clearing", () => {
  it("clears a field's error as soon as it is edited", async () => {
    const { user, field, submit } = setup();
    await submit();
    await user.type(field.name(), "J");
    expect(field.name()).not.toHaveAttribute("aria-invalid");
    expect(descriptionOf(field.name())).not.toContain(messages.nameRequired);
    await user.type(field.message(), "x");
    expect(field.message()).not.toHaveAttribute("aria-invalid");
  });

  it("clears the either/or message from both fields once one of them is filled", async () => {
    const { user, field, submit } = setup();
    await submit();
    await user.type(field.phone(), "6");
    expect(field.email()).not.toHaveAttribute("aria-invalid");
    expect(field.phone()).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(messages.contactRequired)).toBeNull();
  });

  it("clears the services error when a service is added", async () => {
    const { field, submit, addService } = setup();
    await submit();
    expect(screen.getByText(messages.servicesRequired)).toBeInTheDocument();
    await addService("bath");
    expect(screen.queryByText(messages.servicesRequired)).toBeNull();
    expect(field.services()).not.toHaveAttribute("aria-invalid");
  });
});

describe("key filters", () => {
  it("accepts only letters in the name, with a hint", async () => {
    const { user, field } = setup();
    await user.type(field.name(), "J0hn!");
    expect(field.name()).toHaveValue("Jhn");
    expect(descriptionOf(field.name())).toContain("Please enter only letters");
  });

  it("accepts only digits in the phone, at most 10, with a hint", async () => {
    const { user, field } = setup();
    await user.type(field.phone(), "63a0-555");
    expect(field.phone()).toHaveValue("630555");
    expect(descriptionOf(field.phone())).toContain("Please enter only numbers");
    await user.type(field.phone(), "0142999");
    expect(field.phone()).toHaveValue("6305550142");
  });

  it("always lets control keys through", async () => {
    const { user, field } = setup();
    await user.type(field.phone(), "6305550142");
    await user.keyboard("{Backspace}{ArrowLeft}{Home}{Delete}");
    expect(field.phone()).toHaveValue("30555014");
    await user.type(field.name(), "Ann{Backspace}a");
    expect(field.name()).toHaveValue("Ana");
    expect(descriptionOf(field.name())).not.toContain("Please enter only letters");
  });

  it("filters a paste the same way", async () => {
    const { user, field } = setup();
    await user.click(field.phone());
    await user.paste("+1 (630) 555-0142");
    expect(field.phone()).toHaveValue("6305550142");
    await user.click(field.name());
    await user.paste("R2 D2 Smith");
    expect(field.name()).toHaveValue("R D Smith");
    expect(descriptionOf(field.name())).toContain("Please enter only letters");
  });

  it("hides the hint again after a few seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ContactForm variant="quote" context="main" />);
    const name = screen.getByLabelText(/^Full name/);
    await user.type(name, "1");
    expect(descriptionOf(name)).toContain("Please enter only letters");
    act(() => vi.advanceTimersByTime(3_100));
    expect(descriptionOf(name)).not.toContain("Please enter only letters");
  });
});

describe("service picker", () => {
  it("is a combobox whose listbox offers all 27 services", async () => {
    const { user, field } = setup();
    await user.click(field.services());
    const listbox = screen.getByRole("listbox");
    expect(within(listbox).getAllByRole("option")).toHaveLength(27);
    expect(field.services()).toHaveAttribute("aria-expanded", "true");
  });

  it("matches labels case-insensitively and hides chosen services", async () => {
    const { user, field } = setup();
    await user.type(field.services(), "KITCH");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Kitchen Remodeling"]);
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Remove Kitchen Remodeling" })).toBeInTheDocument();
    expect(field.services()).toHaveValue("");
    // A search that found its service closes the list; reopening shows the rest.
    expect(field.services()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}");
    expect(screen.queryByRole("option", { name: "Kitchen Remodeling" })).toBeNull();
    expect(screen.getAllByRole("option")).toHaveLength(26);
  });

  it("stays open while browsing, to pick several in a row", async () => {
    const { user, field } = setup();
    await user.click(field.services());
    await user.keyboard("{Enter}{Enter}");
    expect(field.services()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("button", { name: /^Remove / })).toHaveLength(2);
    expect(screen.getAllByRole("option")).toHaveLength(25);
  });

  it("moves with the arrows and adds the highlighted service with Enter", async () => {
    const { user, field } = setup();
    await user.click(field.services());
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const highlighted = screen
      .getAllByRole("option")
      .find((o) => o.getAttribute("aria-selected") === "true");
    expect(highlighted).toHaveTextContent(serviceOptions[2].label);
    await user.keyboard("{ArrowUp}{Enter}");
    expect(
      screen.getByRole("button", { name: `Remove ${serviceOptions[1].label}` }),
    ).toBeInTheDocument();
  });

  it("clears the search with Escape", async () => {
    const { user, field } = setup();
    await user.type(field.services(), "roof");
    await user.keyboard("{Escape}");
    expect(field.services()).toHaveValue("");
    expect(field.services()).toHaveAttribute("aria-expanded", "false");
  });

  it("says when nothing matches", async () => {
    const { user, field } = setup();
    await user.type(field.services(), "pool");
    expect(screen.getByText('No services found for "pool"')).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("says when every service is selected", async () => {
    const { user, field } = setup();
    await user.click(field.services());
    for (let i = 0; i < serviceOptions.length; i++) await user.keyboard("{Enter}");
    expect(screen.getAllByRole("button", { name: /^Remove / })).toHaveLength(27);
    expect(screen.getByText("All services have been selected")).toBeInTheDocument();
  });

  it("removes a tag with its button and returns focus to the search", async () => {
    const { user, field, addService } = setup();
    await addService("roof");
    await addService("siding");
    await user.click(screen.getByRole("button", { name: "Remove Roofing" }));
    expect(screen.queryByRole("button", { name: "Remove Roofing" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove Siding" })).toBeInTheDocument();
    expect(field.services()).toHaveFocus();
  });

  it("keeps the remove buttons in the tab order", async () => {
    const { addService } = setup();
    await addService("roof");
    expect(screen.getByRole("button", { name: "Remove Roofing" })).toHaveAttribute("tabindex", "0");
  });
});

describe("preselection", () => {
  it("adds a preselected service once, matched by title", async () => {
    const { rerender } = setup({ preselectedService: "Windows & Doors" });
    expect(screen.getAllByRole("button", { name: "Remove Windows" })).toHaveLength(1);
    rerender(<ContactForm variant="quote" context="main" preselectedService="Windows & Doors" />);
    expect(screen.getAllByRole("button", { name: "Remove Windows" })).toHaveLength(1);
    rerender(<ContactForm variant="quote" context="main" preselectedService="Fences and Decks" />);
    expect(screen.getByRole("button", { name: "Remove Decks" })).toBeInTheDocument();
  });
});

describe("sending", () => {
  it("posts the contract payload and shows the success message with the reference", async () => {
    const onSent = vi.fn();
    const { user, field, submit, fillValid } = setup({ onSent });
    await fillValid();
    await user.type(field.phone(), "6305550142");
    await user.click(screen.getByLabelText("Receive SMS Updates"));
    await submit();
    const success = await screen.findByText(
      "Your message has been sent successfully!",
      {},
      { timeout: 5000 },
    );
    expect(success.closest("[tabindex='-1']")).toHaveFocus();
    expect(screen.getByText(/lead-123/)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        name: "Jane Smith",
        email: "jane@example.com",
        phone: "6305550142",
        service: "Kitchen Remodeling",
        message: "A new kitchen with an island, please.",
        smsConsent: "Yes",
        type: "contact",
        form: "quote",
        captchaToken: "",
        website: "",
      },
    ]);
    expect(onSent).toHaveBeenCalledWith("lead-123");
    // The form is empty again.
    expect(field.name()).toHaveValue("");
    expect(field.message()).toHaveValue("");
    expect(screen.queryByRole("button", { name: /^Remove / })).toBeNull();
  });

  it("reads 'Sending...' while the request is under way", async () => {
    let answer: (response: Response) => void = () => {};
    contactAnswer = () => new Promise((resolve) => (answer = resolve));
    const { submit, fillValid } = setup();
    await fillValid();
    await submit();
    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    answer(json(200, { success: true, id: "x" }));
    expect(
      await screen.findByText("Your message has been sent successfully!", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("fades the success message after 4.5 s over 0.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ContactForm variant="quote" context="main" />);
    await user.type(screen.getByLabelText(/^Full name/), "Jane Smith");
    await user.type(screen.getByLabelText(/^Phone/), "6305550142");
    await user.type(screen.getByRole("combobox"), "roof{Enter}");
    await user.type(screen.getByLabelText(/^Message/), "Replace the whole roof.");
    await user.click(screen.getByRole("button", { name: "Get Free Quote" }));
    const box = (
      await screen.findByText("Your message has been sent successfully!", {}, { timeout: 5000 })
    ).closest("[role='status']")!;
    expect(box).toHaveClass("opacity-100");
    await act(() => vi.advanceTimersByTimeAsync(4_400));
    expect(box).toHaveClass("opacity-100");
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(box).toHaveClass("opacity-0", "duration-500");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText("Your message has been sent successfully!")).toBeNull();
  });

  it("shows the error message when the server refuses, with its field errors", async () => {
    contactAnswer = async () =>
      json(400, {
        success: false,
        error: "Invalid input",
        fieldErrors: { email: messages.emailInvalid },
      });
    const { field, submit, fillValid } = setup();
    await fillValid();
    await submit();
    expect(
      await screen.findByText(
        "Sorry, there was an error sending your message. Please try again.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(descriptionOf(field.email())).toContain(messages.emailInvalid);
    expect(field.email()).toHaveFocus();
    // Nothing typed is lost on a failure.
    expect(field.name()).toHaveValue("Jane Smith");
  });

  it("asks the financing pre-approval for no photos and no project details, as before", () => {
    setup({ variant: "financing", context: "financing" });
    expect(screen.queryByLabelText("Add photos (optional)")).toBeNull();
    expect(screen.queryByLabelText("Project ZIP code (optional)")).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("asks a quote request for photos and the project's details", () => {
    setup();
    expect(screen.getByLabelText("Add photos (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText("Project ZIP code (optional)")).toBeInTheDocument();
    expect(screen.getAllByRole("radio").length).toBeGreaterThanOrEqual(6);
  });

  it("keeps the financing error until the next submit, and sends 'Financing inquiry' from the financing form", async () => {
    contactAnswer = async () => json(500, { success: false, error: "Down" });
    const { user, field, submit } = setup({ variant: "financing", context: "financing" });
    expect(screen.getByLabelText(/^Message \(optional\)/)).not.toHaveAttribute("aria-required");
    await user.type(field.name(), "Jane Smith");
    await user.type(field.phone(), "6305550142");
    await user.type(field.services(), "addit{Enter}");
    await submit();
    const error = "Sorry, there was an error sending your message. Please try again.";
    expect(await screen.findByText(error, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      message: "Financing inquiry",
      service: "Additions",
      form: "financing",
    });
    await user.type(field.email(), "jane@example.com");
    expect(screen.getByText(error)).toBeInTheDocument();
    await user.clear(field.name());
    await submit();
    expect(screen.queryByText(error)).toBeNull();
  });

  it("sends the honeypot's value so the server can drop bots", async () => {
    const { submit, fillValid } = setup();
    await fillValid();
    const honeypot = document.querySelector<HTMLInputElement>("input[name='website']")!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: "http://spam.example" } });
    await submit();
    await waitFor(() => expect(posted[0]).toMatchObject({ website: "http://spam.example" }), {
      timeout: 3000,
    });
  });
});

describe("SMS consent", () => {
  it("is an optional checkbox whose text links to the privacy policy in a new tab", () => {
    setup();
    expect(screen.getByRole("checkbox", { name: "Receive SMS Updates" })).not.toBeChecked();
    const link = screen.getByRole("link", { name: /Privacy Policy/ });
    expect(link).toHaveAttribute("href", "/privacy-policy");
    expect(link).toHaveAttribute("target", "_blank");
  });
});

describe("drafts", () => {
  it("restores a typed draft after a reload, until it is sent", async () => {
    const first = setup();
    await first.user.type(first.field.name(), "Jane");
    await first.addService("roof");
    first.unmount();

    const second = setup();
    await waitFor(() => expect(second.field.name()).toHaveValue("Jane"));
    expect(screen.getByRole("button", { name: "Remove Roofing" })).toBeInTheDocument();
    await second.user.type(second.field.phone(), "6305550142");
    await second.user.type(second.field.message(), "Replace the whole roof.");
    await second.user.type(second.field.name(), " Smith");
    await second.submit();
    await screen.findByText("Your message has been sent successfully!", {}, { timeout: 5000 });
    second.unmount();

    const third = setup();
    expect(third.field.name()).toHaveValue("");
  });

  it("keeps no draft in the modal, which starts empty each time", async () => {
    const first = setup({ context: "modal" });
    await first.user.type(first.field.name(), "Jane");
    first.unmount();
    const second = setup({ context: "modal" });
    expect(second.field.name()).toHaveValue("");
  });
});

describe("developer mode", () => {
  it("is off by default", () => {
    setup();
    expect(screen.queryByRole("button", { name: "Add Field" })).toBeNull();
  });

  it("shows the test buttons and appends extra fields under 'Additional Information'", async () => {
    vi.stubEnv("VITE_CONTACT_DEV_MODE", "true");
    const { user, submit, fillValid } = setup();
    for (const name of ["Add Field", "Add Service", "Test Error", "Test Email"]) {
      expect(await screen.findByRole("button", { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole("button", { name: "Test Error" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Sorry, there was an error");

    await user.click(screen.getByRole("button", { name: "Add Service" }));
    expect(
      screen.getByRole("button", { name: `Remove ${serviceOptions[0].label}` }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add Field" }));
    await user.type(screen.getByLabelText("Additional field 1"), "Budget 40k");
    await fillValid();
    await submit();
    await screen.findByText("Your message has been sent successfully!", {}, { timeout: 5000 });
    expect(posted[0]!.message).toBe(
      "A new kitchen with an island, please.\n\nAdditional Information:\nAdditional field 1: Budget 40k",
    );
    expect(screen.queryByLabelText("Additional field 1")).toBeNull();
  });

  it("fills a sample request with Test Email", async () => {
    vi.stubEnv("VITE_CONTACT_DEV_MODE", "true");
    const { user, field } = setup();
    await user.click(await screen.findByRole("button", { name: "Test Email" }));
    expect(field.name()).not.toHaveValue("");
    expect(field.email()).not.toHaveValue("");
    expect(screen.getAllByRole("button", { name: /^Remove / }).length).toBeGreaterThan(0);
  });
});

describe("hydration", () => {
  it("keeps what was typed into the prerendered form before React took over", async () => {
    const { container, hydrate } = await prerenderedQuoteForm();
    const name = container.querySelector<HTMLInputElement>("input[name='name']")!;
    name.value = "Early Bird";
    const root = await hydrate();
    await userEvent.type(name, "s");
    expect(name).toHaveValue("Early Birds");
    act(() => root.unmount());
    container.remove();
  });

  it("applies the name and phone rules to what was typed before React took over", async () => {
    const { container, hydrate } = await prerenderedQuoteForm();
    const name = container.querySelector<HTMLInputElement>("input[name='name']")!;
    const phone = container.querySelector<HTMLInputElement>("input[name='phone']")!;
    name.value = "Jo3";
    phone.value = "630x555";
    const root = await hydrate();
    expect(name).toHaveValue("Jo");
    expect(phone).toHaveValue("630555");
    expect(name).toHaveAccessibleDescription(/Please enter only letters/);
    expect(phone).toHaveAccessibleDescription(/Please enter only numbers/);
    act(() => root.unmount());
    container.remove();
  });

  it("searches for what was typed into the services box before React took over", async () => {
    const { container, hydrate } = await prerenderedQuoteForm();
    const search = within(container).getByRole("combobox", { name: /Services needed/ });
    search.focus();
    (search as HTMLInputElement).value = "bas";
    const root = await hydrate();
    expect(search).toHaveValue("bas");
    expect(within(container).getByRole("option", { name: "Basement Finishing" })).toBeVisible();
    await userEvent.keyboard("{Enter}");
    expect(
      within(container).getByRole("button", { name: "Remove Basement Finishing" }),
    ).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
