// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { reviewPage } from "~content/review";
import { reviewMessages } from "~contracts/review-schema";
import { ReviewForm } from "./review-form";

type Posted = Record<string, unknown>;
let posted: Posted[] = [];
let answer: () => Response;

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
  answer = () => json(200, { success: true, id: "rev-1" });
  // Captcha 'off': the verification dialog hands over at once; it has its own tests.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/captcha/config") return json(200, { provider: "off" });
      if (url === "/api/review-completion") {
        posted.push(JSON.parse(String(init?.body)) as Posted);
        return answer();
      }
      return json(404, { success: false });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="h">{reviewPage.form.heading}</h2>
      <ReviewForm headingId="h" />
    </>,
  );
  return {
    user,
    name: () => screen.getByLabelText(/^Your name/),
    phone: () => screen.getByLabelText(/^Phone/),
    send: () => user.click(screen.getByRole("button", { name: reviewPage.form.submit })),
  };
}

describe("the review-completion form", () => {
  it("asks for a name and a platform, and sends nothing until both are given", async () => {
    const form = setup();
    await form.send();
    expect(await screen.findByText(reviewMessages.platformsRequired)).toBeInTheDocument();
    expect(form.name()).toHaveFocus();
    expect(form.name()).toHaveAttribute("aria-invalid", "true");
    expect(posted).toEqual([]);
  });

  it("sends the notice with the chosen platforms and shows the thank-you", async () => {
    const form = setup();
    await form.user.type(form.name(), "Dana Whitfield");
    await form.user.click(screen.getByRole("checkbox", { name: "Yelp" }));
    await form.send();
    // The security check shows its own status while it loads; wait for the thank-you.
    const thanks = (
      await screen.findByText(reviewPage.form.success.heading, {}, { timeout: 5000 })
    ).closest("[role=status]");
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(posted).toEqual([
      expect.objectContaining({
        client_name: "Dana Whitfield",
        client_phone: "",
        review_platforms: ["yelp"],
        message: "",
        captchaToken: "",
        website: "",
      }),
    ]);
  });

  it("keeps what was typed and says so when the server fails", async () => {
    answer = () => json(503, { success: false, error: "down" });
    const form = setup();
    await form.user.type(form.name(), "Sam Ortiz");
    await form.user.click(screen.getByRole("checkbox", { name: "Google" }));
    await form.send();
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      reviewPage.form.error,
    );
    expect(form.name()).toHaveValue("Sam Ortiz");
  });
});

describe("before hydration", () => {
  it("keeps what was typed and ticked, and cannot be submitted until React runs", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const page = (
      <>
        <h2 id="h">{reviewPage.form.heading}</h2>
        <ReviewForm headingId="h" />
      </>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const submit = container.querySelector<HTMLButtonElement>("button[type='submit']")!;
    expect(submit).toBeDisabled();
    container.querySelector<HTMLInputElement>("input[name='name']")!.value = "Dana Whitfield";
    container.querySelector<HTMLInputElement>("input[value='yelp']")!.checked = true;

    const root = await act(async () => hydrateRoot(container, page));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 5000 });
    expect(posted[0]).toMatchObject({ client_name: "Dana Whitfield", review_platforms: ["yelp"] });
    act(() => root.unmount());
    container.remove();
  });
});
