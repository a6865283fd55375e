// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type SecurityVerificationDialog from "./security-verification-dialog";

let config: () => Promise<Response>;
const widgetReset = vi.fn();

vi.mock("altcha", () => {
  // A stand-in for the web component: enough to dispatch its events.
  if (!customElements.get("altcha-widget")) {
    customElements.define(
      "altcha-widget",
      class extends HTMLElement {
        reset = widgetReset;
      },
    );
  }
  return {};
});

function present<T extends Element>(selector: string): Promise<T> {
  return waitFor(() => {
    const element = document.querySelector<T>(selector);
    if (!element) throw new Error(`${selector} is not there yet`);
    return element;
  });
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => config()),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  widgetReset.mockClear();
});

async function openDialog(props: Partial<Parameters<typeof SecurityVerificationDialog>[0]> = {}) {
  // A fresh module per test: the config is cached for the page's lifetime.
  const { default: Dialog } = await import("./security-verification-dialog");
  const onVerified = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <Dialog open onOpenChange={onOpenChange} onVerified={onVerified} sending={false} {...props} />,
  );
  return { onVerified, onOpenChange };
}

describe("SecurityVerificationDialog", () => {
  it("is a dialog named 'Security Verification Required' with its text and spam note", async () => {
    config = async () => json({ provider: "altcha", challengeUrl: "/api/captcha/challenge" });
    await openDialog();
    const dialog = screen.getByRole("dialog", { name: "Security Verification Required" });
    expect(dialog).toHaveAccessibleDescription(
      "Complete the verification below to send your message securely.",
    );
    expect(dialog).toHaveTextContent("verification is required to protect against spam");
  });

  it("shows the ALTCHA widget and hands over its verified payload once", async () => {
    config = async () => json({ provider: "altcha", challengeUrl: "/api/captcha/challenge" });
    const { onVerified } = await openDialog();
    const widget = await present("altcha-widget");
    expect(widget).toHaveAttribute("challenge", "/api/captcha/challenge");
    act(() => {
      widget.dispatchEvent(new CustomEvent("verified", { detail: { payload: "token-1" } }));
      widget.dispatchEvent(new CustomEvent("verified", { detail: { payload: "token-1" } }));
    });
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(onVerified).toHaveBeenCalledWith("token-1");
  });

  it("resets the widget when its token expires", async () => {
    config = async () => json({ provider: "altcha", challengeUrl: "/api/captcha/challenge" });
    await openDialog();
    const widget = await present("altcha-widget");
    act(() => {
      widget.dispatchEvent(new CustomEvent("expired"));
    });
    expect(widgetReset).toHaveBeenCalled();
  });

  it("names ALTCHA when its module fails to load, with a Refresh Page button that reloads", async () => {
    vi.doMock("altcha", () => {
      throw new Error("Loading chunk failed");
    });
    config = async () => json({ provider: "altcha", challengeUrl: "/api/captcha/challenge" });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    await openDialog();
    expect(
      await screen.findByText("Failed to load ALTCHA. Please refresh the page and try again."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Refresh Page" }));
    expect(reload).toHaveBeenCalled();
  });

  it("shows the SPEC's reCAPTCHA message when Google's script fails", async () => {
    config = async () => json({ provider: "recaptcha", siteKey: "site-key" });
    await openDialog();
    const script = await present<HTMLScriptElement>("script[src*='recaptcha']");
    expect(script.src).toBe(
      "https://www.google.com/recaptcha/api.js?render=explicit&onload=__recaptchaReady",
    );
    act(() => {
      script.dispatchEvent(new Event("error"));
    });
    expect(
      await screen.findByText("Failed to load reCAPTCHA. Please refresh the page and try again."),
    ).toBeInTheDocument();
  });

  it("renders Turnstile explicitly with the site key and resets it on expiry", async () => {
    config = async () => json({ provider: "turnstile", siteKey: "ts-key" });
    const render = vi.fn((_el: HTMLElement, _options: Record<string, unknown>) => "w1");
    const reset = vi.fn();
    vi.stubGlobal("turnstile", { render, reset, remove: vi.fn() });
    const { onVerified } = await openDialog();
    const script = await present<HTMLScriptElement>("script[src*='turnstile']");
    expect(script.src).toContain("https://challenges.cloudflare.com/turnstile/v0/api.js");
    act(() => {
      (window as unknown as Record<string, () => void>).__turnstileReady!();
    });
    await waitFor(() => expect(render).toHaveBeenCalled());
    const options = render.mock.calls[0]![1] as Record<string, (token?: string) => void>;
    expect(options.sitekey).toBe("ts-key");
    act(() => options["expired-callback"]!());
    expect(reset).toHaveBeenCalledWith("w1");
    act(() => options.callback!("ts-token"));
    expect(onVerified).toHaveBeenCalledWith("ts-token");
  });

  it("says the security check failed when its settings cannot be read", async () => {
    config = async () => json({ success: false }, 503);
    await openDialog();
    expect(
      await screen.findByText(
        "Failed to load the security check. Please refresh the page and try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
  });

  it("shows 'Sending your message...' once the token is handed over", async () => {
    config = async () => json({ provider: "altcha", challengeUrl: "/api/captcha/challenge" });
    await openDialog({ sending: true });
    expect(screen.getByText("Sending your message...")).toBeInTheDocument();
  });

  it("hands over at once when the captcha is off", async () => {
    config = async () => json({ provider: "off" });
    const { onVerified } = await openDialog();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(""));
  });

  it("closes on Escape", async () => {
    config = async () => json({ provider: "altcha", challengeUrl: "/api/captcha/challenge" });
    const { onOpenChange } = await openDialog();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
