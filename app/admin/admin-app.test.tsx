// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminCopy } from "~content/admin";
import { adminRoutes, authRoutes } from "~contracts/admin-api";
import { AdminApp } from "./admin-app";

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        url,
        method: init.method ?? "GET",
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      });
      if (url === authRoutes.redeemInvite || url === authRoutes.redeemLink) {
        return Response.json({ email: "owner@example.com" });
      }
      if (url === adminRoutes.session) {
        return Response.json({ email: "owner@example.com", passkeys: 0 });
      }
      return Response.json({ error: "Sign in first" }, { status: 401 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

/** The island, opened from a one-time link as the e-mail's link opens it. */
function openLink(fragment: string) {
  history.replaceState(null, "", `/admin${fragment}`);
  render(<AdminApp />);
}

const continueButton = () => screen.findByRole("button", { name: adminCopy.continueSignIn.button });

describe.each([
  ["invite", authRoutes.redeemInvite],
  ["link", authRoutes.redeemLink],
] as const)("a one-time %s's page", (kind, redeemRoute) => {
  it("posts nothing when it loads, as a mail scanner that runs scripts loads it", async () => {
    openLink(`#${kind}=token-0123456789`);
    await continueButton();
    // Long enough for any effect, timer or promise the load started.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.filter((request) => request.method !== "GET")).toEqual([]);
    // Out of the address bar at once, unspent.
    expect(location.hash).toBe("");
  });

  it("spends the token on a click of Continue, and then signs in", async () => {
    openLink(`#${kind}=token-0123456789`);
    await userEvent.click(await continueButton());
    expect(
      await screen.findByRole("heading", { name: adminCopy.passkeyOffer.heading }),
    ).toBeVisible();
    expect(sent.filter((request) => request.method === "POST")).toEqual([
      { url: redeemRoute, method: "POST", body: { token: "token-0123456789" } },
    ]);
  });
});

describe("the Continue screen", () => {
  it("starts at its heading, and Continue is the next stop for the keyboard", async () => {
    openLink("#link=token-0123456789");
    await continueButton();
    expect(
      screen.getByRole("heading", { level: 1, name: adminCopy.continueSignIn.heading }),
    ).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: adminCopy.continueSignIn.button })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(
      await screen.findByRole("heading", { name: adminCopy.passkeyOffer.heading }),
    ).toBeVisible();
    expect(sent.some((request) => request.url === authRoutes.redeemLink)).toBe(true);
  });
});
