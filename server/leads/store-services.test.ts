import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { validContact } from "../../tests/support/server";
import { loadLead } from "../channels/load";
import { ownerSmsBody } from "../channels/sms-body";
import { listedLabels } from "../db/lead-services";
import { ownerTemplateParams } from "../mail/emailjs-params";
import { notificationFields } from "../mail/notification";
import { listSubmissions } from "./list";
import { storeLead } from "./store";

/*
 * Decision 239: the quote request's labels become slugs once, as the lead is stored, and
 * labels again only in words a person reads.
 */
const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

const addresses = { to: "office@example.com", from: "website@example.com" };
const service = "Kitchen Remodeling, Gazebo, Bathroom Remodeling";

describe.each(backends)("a lead's services, on $name", (backend) => {
  async function stored() {
    const scratch = await backend.create();
    scratches.push(scratch);
    const { db } = await scratch.open();
    const payload = quoteRequestSchema.parse({ ...validContact, service });
    const id = await storeLead(db, payload, { ip: null, userAgent: null, now: new Date() });
    return { db, lead: await loadLead(db, id) };
  }

  it("are stored as slugs, with a name no slug matched kept as text", async () => {
    const { lead } = await stored();
    expect(JSON.parse(lead.services)).toEqual(["kitchen-remodeling", "bathroom-remodeling"]);
    expect(lead.service).toBe("Gazebo");
  });

  it("read as labels in the owner's e-mail, its EmailJS template and the CSV", async () => {
    const { db, lead } = await stored();
    const labels = "Kitchen Remodeling, Bathroom Remodeling, Gazebo";
    const fields = notificationFields({ kind: "contact", lead, ...addresses });
    expect(fields).toContainEqual(["Services", labels]);
    const params = ownerTemplateParams({ kind: "contact", lead, ...addresses });
    expect(params.service).toBe(labels);
    const [row] = await listSubmissions(db);
    expect(row).toMatchObject({ type: "contact", service: labels });
  });

  it("reach the owner's phone as the picker's labels only", async () => {
    const { lead } = await stored();
    const body = ownerSmsBody({
      name: lead.name,
      services: listedLabels(lead),
      phone: "(630) 555-0199",
      leadUrl: "https://example.com/admin/leads/x",
    });
    expect(body.split("\n")[1]).toBe("Kitchen Remodeling, Bathroom Remodeling");
  });
});
