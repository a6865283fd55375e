import { afterEach, describe, expect, it } from "vitest";
import { postWithPhotos } from "../../tests/support/multipart";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const firstTouch = "path=%2Fservices%2Fkitchen&utm_source=google&utm_campaign=kitchens&gclid=G1";
const lastTouch = "path=%2Fgallery&ref=l.facebook.com&fbclid=F1";

async function storedTouches(t: TestApp) {
  return t.store.db
    .selectFrom("leads")
    .select(["first_touch", "last_touch"])
    .executeTakeFirstOrThrow();
}

describe("a quote request's touches (issue 38)", () => {
  it("stores both touches sent as JSON", async () => {
    const t = (harness = await startTestApp());
    const captchaToken = await solvedToken(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...validContact, captchaToken, firstTouch, lastTouch }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await storedTouches(t)).toEqual({ first_touch: firstTouch, last_touch: lastTouch });
  });

  it("stores them from a multipart form, and null for a field sent empty", async () => {
    const t = (harness = await startTestApp());
    const captchaToken = await solvedToken(t.app);
    const fields = { ...validContact, captchaToken, website: "", firstTouch, lastTouch: "" };
    const response = await postWithPhotos(t, fields, []);
    expect(response.statusCode).toBe(200);
    expect(await storedTouches(t)).toEqual({ first_touch: firstTouch, last_touch: null });
  });

  it("refuses a touch with a key the site never records", async () => {
    const t = (harness = await startTestApp());
    const captchaToken = await solvedToken(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...validContact, captchaToken, firstTouch: "email=a%40b.c" }),
    });
    expect(response.statusCode).toBe(400);
  });
});
