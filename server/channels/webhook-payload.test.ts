import addFormats from "ajv-formats";
import Ajv2020 from "ajv/dist/2020";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { reviewPayloadSchema } from "../../contracts/review-schema";
import { tempDir, validContact, validReview } from "../../tests/support/server";
import { openDatabase, type Store } from "../db/database";
import { storeLead, storeReviewNotice } from "../leads/store";
import { loadLead, loadReviewNotice } from "./load";
import { leadEvent, reviewEvent } from "./webhook-sender";

/**
 * The schema in docs/ is what a CRM integrator builds against: every payload the server
 * sends must validate, so the document and the code cannot drift apart unnoticed.
 */
const schemaPath = resolve(import.meta.dirname, "../../docs/webhook-payload.schema.json");
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")) as object);

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

/** The body as it travels: the event serialized to JSON and read back. */
function asSent(event: object): unknown {
  return JSON.parse(JSON.stringify(event)) as unknown;
}

describe("the webhook payload", () => {
  it("of a new lead validates against the published schema", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const meta = { ip: null, userAgent: null, now: new Date() };
    const id = await storeLead(store.db, quoteRequestSchema.parse(validContact), meta);
    const body = asSent(leadEvent(await loadLead(store.db, id), "https://example.com"));
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it("names a lead's services as a person reads them, and their slugs beside them", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const meta = { ip: null, userAgent: null, now: new Date() };
    const payload = { ...validContact, service: "Kitchen Remodeling, Gazebo, Windows" };
    const id = await storeLead(store.db, quoteRequestSchema.parse(payload), meta);
    const body = asSent(leadEvent(await loadLead(store.db, id), "https://example.com"));
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body).toMatchObject({
      data: {
        services: ["Kitchen Remodeling", "Windows", "Gazebo"],
        serviceSlugs: ["kitchen-remodeling", "windows-and-doors"],
      },
    });
  });

  it("of a completed review validates against the published schema", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const meta = { ip: null, userAgent: null, now: new Date() };
    const id = await storeReviewNotice(store.db, reviewPayloadSchema.parse(validReview), meta);
    const body = asSent(reviewEvent(await loadReviewNotice(store.db, id)));
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it("is refused by the schema when a required field is missing", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const meta = { ip: null, userAgent: null, now: new Date() };
    const id = await storeLead(store.db, quoteRequestSchema.parse(validContact), meta);
    const event = leadEvent(await loadLead(store.db, id), "https://example.com");
    const { name: _dropped, ...data } = event.data;
    expect(validate(asSent({ ...event, data }))).toBe(false);
  });
});
