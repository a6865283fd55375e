import { afterEach, describe, expect, it } from "vitest";
import { adminErrors } from "../../content/admin-entries";
import { adminRoutes } from "../../contracts/admin-api";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { signIn, siteOrigin } from "../../tests/support/admin";
import { plainJpeg } from "../../tests/support/images";
import { startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { preparePhoto } from "../photos/prepare";
import { storeInbound } from "../texts/thread";

/**
 * The inbox's downloads are GETs that a link or an <img> on another site could start in
 * the owner's browser, where SameSite=Lax still sends the session cookie on a top-level
 * navigation. Like the person export, each refuses a request the browser says came from
 * another site.
 */

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function withLead() {
  const t = (harness = await startTestApp());
  const cookie = await signIn(t);
  const photos = [await preparePhoto("deck.jpg", await plainJpeg(400, 300))];
  const id = await storeLead(t.store.db, quoteRequestSchema.parse(validContact), {
    ip: "203.0.113.9",
    userAgent: "test",
    now: new Date(),
    photos,
  });
  return { t, cookie, id };
}

const crossSite = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" };

describe("the inbox's downloads from another site", () => {
  it("an attacker's cross-site page that links the CSV download gets 403", async () => {
    const { t, cookie } = await withLead();
    for (const url of [adminRoutes.inboxCsv, adminRoutes.googleAdsCsv]) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { cookie, ...crossSite },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminErrors.foreignOrigin });
      expect(response.headers["content-disposition"]).toBeUndefined();
    }
    const foreign = await t.app.inject({
      method: "GET",
      url: adminRoutes.inboxCsv,
      headers: { cookie, origin: "https://attacker.example" },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("an attacker's cross-site page that embeds a lead's photo gets 403", async () => {
    const { t, cookie, id } = await withLead();
    const url = adminRoutes.photo(id, 0);
    const embedded = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" },
    });
    expect(embedded.statusCode).toBe(403);
    expect(embedded.headers["content-type"]).not.toMatch(/^image\//);
  });

  it("an attacker's cross-site page that embeds a texted picture gets 403", async () => {
    const { t, cookie } = await withLead();
    const picture = await preparePhoto("tub.jpg", await plainJpeg(400, 300));
    const { leadId, messageId } = await storeInbound(t.store.db, {
      sid: "SM00000000000000000000000000000002",
      from: "+16305550123",
      body: "Here is the tub",
      stopRequest: false,
      media: [picture],
      alert: false,
      now: new Date(),
    });
    const url = adminRoutes.textMedia(leadId, messageId, 0);
    const embedded = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" },
    });
    expect(embedded.statusCode).toBe(403);
    expect(embedded.headers["content-type"]).not.toMatch(/^image\//);
    const own = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie, "sec-fetch-site": "same-origin", origin: siteOrigin(t) },
    });
    expect(own.statusCode).toBe(200);
  });

  it("the inbox's own page, and the owner typing the address, still download", async () => {
    const { t, cookie, id } = await withLead();
    for (const site of ["same-origin", "none"]) {
      for (const url of [
        adminRoutes.inboxCsv,
        adminRoutes.googleAdsCsv,
        adminRoutes.photo(id, 0),
      ]) {
        const response = await t.app.inject({
          method: "GET",
          url,
          headers: {
            cookie,
            "sec-fetch-site": site,
            ...(site === "none" ? {} : { origin: siteOrigin(t) }),
          },
        });
        expect(response.statusCode, `${url} ${site}`).toBe(200);
      }
    }
  });
});
