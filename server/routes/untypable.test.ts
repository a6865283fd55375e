import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../../contracts/quote-schema";
import { startTestApp, type TestApp, validContact, validReview } from "../../tests/support/server";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function send(url: string, body: object) {
  t ??= await startTestApp({ CAPTCHA_PROVIDER: "off" });
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

describe("what no person types, at the API", () => {
  it("answers 400 with field errors for NUL, ESC and bidi overrides in a quote request, and stores nothing", async () => {
    const response = await send("/api/contact", {
      ...validContact,
      email: "maria\u0000@example.com",
      phone: "630555\u001b0199",
      service: "Kitchens\u202e",
      message: "We would like \u0000 a quote for a kitchen remodel.",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      fieldErrors: {
        email: messages.emailInvalid,
        phone: messages.phoneInvalid,
        services: messages.charactersInvalid,
        message: messages.charactersInvalid,
      },
    });
    expect(await t!.store.db.selectFrom("leads").selectAll().execute()).toEqual([]);
  });

  it("answers 400 for control characters in a review notice", async () => {
    const response = await send("/api/review-completion", {
      ...validReview,
      client_phone: "630\n5550123",
      message: "Five stars \u0007",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      client_phone: messages.phoneInvalid,
      message: messages.charactersInvalid,
    });
  });

  it("still takes a message with line breaks and tabs", async () => {
    const response = await send("/api/contact", {
      ...validContact,
      message: "First line\r\nSecond line\n\tindented",
    });
    expect(response.statusCode).toBe(200);
  });
});
