import { describe, expect, it } from "vitest";
import { composeTokenMail } from "../admin/mail";
import { composeAcknowledgement } from "./acknowledgement";
import { htmlEmail } from "./html-email";

describe("HTML e-mails", () => {
  it("are written on one page: the visitor's thank-you and the owner's sign-in link alike", () => {
    const page = htmlEmail("");
    const [opening = "", closing = ""] = page.split("\n\n");
    const thanks = composeAcknowledgement({
      reference: "7KQ2-M9PX-3RTV",
      created_at: "2026-11-25T10:00:00.000Z",
      firstName: "Ann <b>",
      services: ["Roofing"],
    }).html;
    const link = composeTokenMail("owner@example.com", "link", "https://x.example/admin#link=t");
    for (const html of [thanks, link.html]) {
      expect(html.startsWith(opening)).toBe(true);
      expect(html.endsWith(closing)).toBe(true);
    }
    // The frame adds no markup of its own: what goes in is escaped by its author.
    expect(thanks).toContain("Ann &lt;b&gt;");
  });
});
