import { afterEach, describe, expect, it } from "vitest";
import type { Lead, ReviewNotice } from "../db/schema";
import { freePort, type HttpStub, startHttpStub } from "../../tests/support/server";
import { EMAILJS_LIB_VERSION, EmailJSError, emailjsTransport, templateFor } from "./emailjs";
import type { Notification } from "./notification";

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };
const keys = {
  publicKey: "pk_public",
  serviceId: "service_1",
  templateContact: "template_contact",
  templateReview: "template_review",
};

const lead: Lead = {
  id: "7KQ2-M9PX-3RTV",
  created_at: "2026-03-02T10:00:00.000Z",
  name: "Maria Lopez",
  email: "",
  phone: "6305550199",
  services: "[]",
  service: "",
  message: "",
  sms_consent: "No",
  sms_consent_text: null,
  sms_consent_at: null,
  ip: null,
  user_agent: null,
  zip: null,
  contact_preference: null,
  best_time: null,
  outside_service_area: 0,
  photo_count: 0,
  financing: 0,
};
const contact: Notification = { kind: "contact", lead, ...addresses };

const review: ReviewNotice = {
  id: "9ZZ9-AAAA-0000",
  created_at: "2026-03-02T11:00:00.000Z",
  client_name: "Tom Becker",
  client_phone: "6305550123",
  review_platforms: '["google","yelp"]',
  review_count: 2,
  message: "Five stars.",
  ip: null,
  user_agent: "Mozilla/5.0 Test",
};

let stub: HttpStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

/** A stand-in for the EmailJS API answering each send with the given status and text. */
async function emailjsStub(status: number, text: string) {
  stub = await startHttpStub((_request, response) => {
    response.writeHead(status, { "content-type": "text/plain" }).end(text);
  });
  return stub;
}

describe("emailjs transport", () => {
  it("makes the SDK's REST call with the aliases and defaults of the contact template", async () => {
    const api = await emailjsStub(200, "OK");
    const transport = emailjsTransport({ apiUrl: api.url, privateKey: "sk_private", ...keys });
    await transport.send(contact);

    expect(api.requests).toHaveLength(1);
    const request = api.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/v1.0/email/send");
    expect(request.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: "pk_public",
      service_id: "service_1",
      template_id: "template_contact",
      accessToken: "sk_private",
      template_params: {
        from_name: "Maria Lopez",
        from_email: "Not provided",
        phone: "6305550199",
        service: "General Inquiry",
        message: "No message provided\n\nPhotos: None\n\nReference: 7KQ2-M9PX-3RTV",
        sms_consent: "No",
        to_email: addresses.to,
        name: "Maria Lopez",
        email: "Not provided",
        user_name: "Maria Lopez",
        user_email: "Not provided",
        client_name: "Maria Lopez",
        client_email: "Not provided",
        lead_id: "7KQ2-M9PX-3RTV",
        // The link to the lead in the inbox, when the origin is known (none in this test).
        lead_url: "",
        zip: "",
        outside_service_area: "No",
        contact_preference: "",
        best_time: "",
        photo_count: 0,
        details: "Photos: None",
      },
    });
    expect(EMAILJS_LIB_VERSION).toBe("4.4.1");
  });

  it("sends a review notice through the review template, without accessToken when no private key is set", async () => {
    const api = await emailjsStub(200, "OK");
    await emailjsTransport({ apiUrl: `${api.url}/`, ...keys }).send({
      kind: "review_completion",
      review,
      ...addresses,
    });
    const body = JSON.parse(api.requests[0]!.body);
    expect(body.template_id).toBe("template_review");
    expect(body).not.toHaveProperty("accessToken");
    expect(body.template_params).toMatchObject({
      client_name: "Tom Becker",
      client_phone: "6305550123",
      review_platforms: "Google, Yelp",
      review_count: 2,
      timestamp: "2026-03-02T11:00:00.000Z",
      to_email: addresses.to,
      lead_id: "9ZZ9-AAAA-0000",
    });
  });

  for (const [status, text] of [
    [400, "The template ID is invalid"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [451, "Unavailable For Headless Browser"],
  ] as const) {
    it(`reports a ${status} answer as status ${status} with its text`, async () => {
      const api = await emailjsStub(status, text);
      const error = await emailjsTransport({ apiUrl: api.url, ...keys })
        .send(contact)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmailJSError);
      expect(error).toMatchObject({ status, text });
    });
  }

  it("reports an unreachable API as status 0 'Network Error'", async () => {
    const port = await freePort();
    const error = await emailjsTransport({ apiUrl: `http://127.0.0.1:${port}`, ...keys })
      .send(contact)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, text: "Network Error" });
  });

  it("gives up on an API that never answers after the timeout", async () => {
    stub = await startHttpStub(() => {
      // Never answers.
    });
    const started = Date.now();
    const error = await emailjsTransport({ apiUrl: stub.url, timeoutMs: 300, ...keys })
      .send(contact)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, text: expect.stringMatching(/^Network Error/) });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses to start without a public key, service ID or template ID", () => {
    expect(() => emailjsTransport({ apiUrl: "http://x", ...keys, publicKey: undefined })).toThrow(
      /public key/,
    );
    expect(() => emailjsTransport({ apiUrl: "http://x", ...keys, serviceId: "" })).toThrow(
      /service ID/,
    );
    expect(() => emailjsTransport({ apiUrl: "http://x", ...keys, templateReview: "" })).toThrow(
      /template ID/,
    );
  });
});

describe("templateFor", () => {
  const templates = { contact: "c", review: "r" };

  it("picks the review template for the review types and the contact template otherwise", () => {
    expect(templateFor("review_confirmation", "default", templates)).toBe("r");
    expect(templateFor("review_completion", "default", templates)).toBe("r");
    expect(templateFor("contact", "default", templates)).toBe("c");
    expect(templateFor("financing", "default", templates)).toBe("c");
    expect(templateFor("review_completion", "contact", templates)).toBe("c");
    expect(templateFor("contact", "review", templates)).toBe("r");
  });

  it("throws for an unknown method", () => {
    expect(() => templateFor("contact", "pigeon", templates)).toThrow("Unknown email method");
  });
});

describe("emailjs digest", () => {
  const digest: Notification = {
    kind: "digest",
    digest: {
      id: "DGST-0000-0001",
      created_at: "2026-03-02T12:00:00.000Z",
      leads: [lead],
      reviews: [review],
    },
    ...addresses,
  };

  it("sends a digest through EMAILJS_TEMPLATE_DIGEST, listing every lead", async () => {
    const api = await emailjsStub(200, "OK");
    await emailjsTransport({ apiUrl: api.url, ...keys, templateDigest: "template_digest" }).send(
      digest,
    );
    const body = JSON.parse(api.requests[0]!.body);
    expect(body.template_id).toBe("template_digest");
    expect(body.template_params).toMatchObject({
      digest_id: "DGST-0000-0001",
      lead_count: 2,
      lead_ids: "7KQ2-M9PX-3RTV, 9ZZ9-AAAA-0000",
    });
    expect(body.template_params.message).toContain("Maria Lopez");
    expect(body.template_params.message).toContain("Tom Becker");
  });

  it("keeps a long digest under the service's size limit, naming every lead in lead_ids", async () => {
    const api = await emailjsStub(200, "OK");
    const leads = Array.from({ length: 300 }, (_, i) => ({
      ...lead,
      id: `LEAD-0000-${String(i).padStart(4, "0")}`,
      message: "m".repeat(300),
    }));
    await emailjsTransport({ apiUrl: api.url, ...keys }).send({
      kind: "digest",
      digest: { id: "DGST-0000-0003", created_at: lead.created_at, leads, reviews: [] },
      ...addresses,
    });
    const params = JSON.parse(api.requests[0]!.body).template_params;
    expect(api.requests[0]!.body.length).toBeLessThan(50_000);
    expect(params.message).toContain("cut to fit");
    expect(params.lead_ids.split(", ")).toHaveLength(300);
  });

  it("falls back to the contact template when no digest template is set", async () => {
    const api = await emailjsStub(200, "OK");
    await emailjsTransport({ apiUrl: api.url, ...keys }).send(digest);
    expect(JSON.parse(api.requests[0]!.body).template_id).toBe("template_contact");
  });
});
