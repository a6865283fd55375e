import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Lead, ReviewNotice } from "../db/schema";
import { decodedBody, mailHeaders, tempDir } from "../../tests/support/server";
import { fileTransport } from "./file";
import { composeEmail, type Notification } from "./notification";

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "7KQ2-M9PX-3RTV",
    created_at: "2026-03-02T10:00:00.000Z",
    name: "Maria Lopez",
    email: "maria@example.com",
    phone: "(630) 555-0199",
    services: "[]",
    service: "Kitchens, Bathrooms",
    message: "A new kitchen, please.",
    sms_consent: "No",
    sms_consent_text: null,
    sms_consent_at: null,
    ip: "127.0.0.1",
    user_agent: "test",
    zip: null,
    contact_preference: null,
    best_time: null,
    outside_service_area: 0,
    photo_count: 0,
    financing: 0,
    ...overrides,
  };
}

const review: ReviewNotice = {
  id: "9ZZ9-AAAA-0000",
  created_at: "2026-03-02T11:00:00.000Z",
  client_name: "Tom Becker",
  client_phone: "",
  review_platforms: '["google","yelp"]',
  review_count: 2,
  message: "",
  ip: null,
  user_agent: "Mozilla/5.0 Test",
};

async function writeOne(notification: Notification) {
  const dir = tempDir("mail-");
  const transport = fileTransport(dir);
  await transport.send(notification);
  const files = readdirSync(dir);
  return { dir, files, raw: readFileSync(join(dir, files[0] ?? "missing"), "utf8"), transport };
}

describe("file transport", () => {
  it("writes one .eml per notification, named after the lead, listing every field", async () => {
    const { files, raw } = await writeOne({ kind: "contact", lead: lead(), ...addresses });
    expect(files).toEqual(["7KQ2-M9PX-3RTV.contact.eml"]);
    const headers = mailHeaders(raw);
    expect(headers.get("to")).toEqual([addresses.to]);
    expect(headers.get("x-lead-id")).toEqual(["7KQ2-M9PX-3RTV"]);
    const body = decodedBody(raw);
    for (const value of [
      "Maria Lopez",
      "maria@example.com",
      "(630) 555-0199",
      "Kitchens, Bathrooms",
      "A new kitchen, please.",
      "SMS updates: No",
      "7KQ2-M9PX-3RTV",
    ]) {
      expect(body).toContain(value);
    }
  });

  it("replaces the file when the same notification is delivered again", async () => {
    const { dir, transport } = await writeOne({ kind: "contact", lead: lead(), ...addresses });
    await transport.send({ kind: "contact", lead: lead(), ...addresses });
    expect(readdirSync(dir)).toEqual(["7KQ2-M9PX-3RTV.contact.eml"]);
  });

  it("lists every field of a review notice", async () => {
    const { files, raw } = await writeOne({ kind: "review_completion", review, ...addresses });
    expect(files).toEqual(["9ZZ9-AAAA-0000.review_completion.eml"]);
    const body = decodedBody(raw);
    for (const value of [
      "Tom Becker",
      "Google, Yelp",
      "Review count: 2",
      "Not provided",
      "Mozilla/5.0 Test",
      "2026-03-02T11:00:00.000Z",
    ]) {
      expect(body).toContain(value);
    }
    expect(mailHeaders(raw).has("reply-to")).toBe(false);
  });
});

describe("notification content", () => {
  it("escapes HTML in every field", () => {
    const { html } = composeEmail({
      kind: "contact",
      lead: lead({ message: `<script>alert("x")</script> & <b>bold</b>`, name: "O'Brien" }),
      ...addresses,
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>bold");
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
    expect(html).toContain("O&#39;Brien");
  });

  it("cannot be made to carry extra headers through the name, e-mail or subject", async () => {
    // Validation refuses these already; the message must be safe even if one got stored.
    const { raw } = await writeOne({
      kind: "contact",
      lead: lead({
        name: "Eve\r\nBcc: victim@example.com\r\nX-Injected: yes",
        email: "eve@example.com\r\nBcc: victim2@example.com",
      }),
      ...addresses,
    });
    const headers = mailHeaders(raw);
    expect(headers.has("bcc")).toBe(false);
    expect(headers.has("x-injected")).toBe(false);
    expect(headers.has("reply-to")).toBe(false);
    expect(headers.get("subject")?.[0]).toMatch(
      /^New quote request from Eve Bcc: victim@example\.com X-Injected: yes \[/,
    );
    expect(decodedBody(raw)).not.toMatch(/^Bcc:/im);
  });
});
