import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteAnswerSchema } from "../../contracts/quote-answer";
import { postWithPhotos } from "../../tests/support/multipart";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { photoLinkSecret } from "../secret-file";
import { bookingPath, bookingToken } from "./links";

/**
 * Issue 55, decision 252: the answer to a stored quote request names the lead's booking
 * page, as the thank-you e-mail does, so the form can offer the visit at once; a ZIP
 * outside the service area gets none.
 */
describe("the quote request's answer offers the booking page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function send(fields: Record<string, string>, headers: Record<string, string> = {}) {
    const captchaToken = await solvedToken(t.app);
    return t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify({ ...validContact, ...fields, captchaToken }),
    });
  }

  const pathOf = (id: string) => bookingPath(bookingToken(photoLinkSecret(t.config), id));

  it("carries /book/<token> of the lead, whose page opens", async () => {
    const response = await send({ zip: "60540", email: "in.area@example.com" });
    expect(response.statusCode).toBe(200);
    const answer = quoteAnswerSchema.parse(response.json());
    expect(answer.booking).toBe(pathOf(answer.id));
    const page = await t.app.inject({ method: "GET", url: answer.booking ?? "" });
    expect(page.statusCode).toBe(200);
  });

  it("carries it when no ZIP is given", async () => {
    const answer = quoteAnswerSchema.parse((await send({ email: "no.zip@example.com" })).json());
    expect(answer.booking).toBe(pathOf(answer.id));
  });

  it("carries none for a ZIP outside the service area", async () => {
    const response = await send({ zip: "90210", email: "far.away@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: expect.any(String) });
  });

  it("gives a resend with the same key the same answer, link and all", async () => {
    const headers = { "idempotency-key": "0f8e2c4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b" };
    const first = await send({ zip: "60540", email: "twice@example.com" }, headers);
    const again = await send({ zip: "60540", email: "twice@example.com" }, headers);
    expect(again.json()).toEqual(first.json());
    expect(quoteAnswerSchema.parse(first.json()).booking).toMatch(/^\/book\//);
  });

  it("carries it in the answer to a request with photos", async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#a0522d" },
    })
      .jpeg()
      .toBuffer();
    const captchaToken = await solvedToken(t.app);
    const fields = { ...validContact, email: "photos@example.com", zip: "60540", captchaToken };
    const response = await postWithPhotos(t, fields, [{ name: "kitchen.jpg", bytes: photo }]);
    expect(response.statusCode).toBe(200);
    const answer = quoteAnswerSchema.parse(response.json());
    expect(answer.booking).toBe(pathOf(answer.id));
  });
});
