// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminCopy } from "~content/admin";
import { createAdminClient } from "~/admin/client/client";
import { AdminContext } from "~/admin/admin-context";
import { SignInScreen } from "./sign-in-screen";

let status = 202;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(status === 202 ? {} : { error: "no" }, { status })),
  );
});

function renderScreen() {
  const tools = {
    client: createAdminClient({ onSignedOut: vi.fn() }),
    navigate: vi.fn(),
    announce: vi.fn(),
  };
  render(
    <AdminContext.Provider value={tools}>
      <SignInScreen openingLead={false} onSignedIn={vi.fn()} />
    </AdminContext.Provider>,
  );
}

async function askForLink() {
  await userEvent.type(screen.getByLabelText(adminCopy.signIn.emailLabel), "who@example.com");
  await userEvent.click(screen.getByRole("button", { name: adminCopy.signIn.sendLink }));
}

describe("SignInScreen's link request", () => {
  it.each([202, 400, 404, 500])(
    "answers the same whether or not the address is invited (server says %i)",
    async (answer) => {
      status = answer;
      renderScreen();
      await askForLink();
      expect(await screen.findByText(adminCopy.signIn.linkSent)).toBeInTheDocument();
    },
  );

  it("says to wait when the server refuses for too many requests", async () => {
    status = 429;
    renderScreen();
    await askForLink();
    expect(await screen.findByText(adminCopy.signIn.tooMany)).toBeInTheDocument();
    expect(screen.queryByText(adminCopy.signIn.linkSent)).not.toBeInTheDocument();
  });

  it("focuses its heading, so a screen reader starts at the top of the new screen", () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: adminCopy.signIn.heading })).toHaveFocus();
  });
});
