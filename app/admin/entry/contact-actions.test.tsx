// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ContactActions } from "./contact-actions";

/** The link the owner would tap, as a mail program or dialer reads it. */
function href(name: RegExp): URL {
  return new URL(screen.getByRole("link", { name }).getAttribute("href") ?? "");
}

describe("the inbox's call, text and e-mail links", () => {
  it("an attacker's stored x<victim@example.org>?bcc=... adds no recipient, subject or body to the owner's reply", () => {
    const email = "x<victim@example.org>?bcc=attacker@example.net&subject=Invoice&body=Pay%20now";
    render(<ContactActions phone="" email={email} onReach={vi.fn()} />);
    const mailto = href(/^E-mail/);
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.search).toBe("");
    expect(mailto.hash).toBe("");
    expect(mailto.pathname).not.toMatch(/[<>?&,;"]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(mailto.pathname)).toBe(email);
  });

  it("an attacker's stored phone with ?body= and & adds nothing to the owner's call or text", () => {
    render(<ContactActions phone="+16305550199?body=Pay&x=1" email={null} onReach={vi.fn()} />);
    for (const name of [/^Call/, /^Text/]) {
      const link = href(name);
      expect(link.search).toBe("");
      expect(decodeURIComponent(link.pathname)).toBe("+16305550199?body=Pay&x=1");
    }
  });

  it("a plain address and number stay as a mail program and a dialer expect them", () => {
    render(
      <ContactActions phone="+16305550199" email="dana+quotes@example.com" onReach={vi.fn()} />,
    );
    expect(href(/^Call/).href).toBe("tel:+16305550199");
    expect(href(/^Text/).href).toBe("sms:+16305550199");
    expect(href(/^E-mail/).href).toBe("mailto:dana%2Bquotes@example.com");
  });
});
