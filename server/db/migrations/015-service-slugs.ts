import type { Kysely, Migration } from "kysely";

/**
 * Issue 53: a lead's services are stored as slugs (decision 239). `services` holds them as a
 * JSON array; `service`, which held the labels the quote request carried joined by ", ",
 * keeps only what no slug matched, as it was sent. The picker's labels as they stood are
 * written here, not read from content/, so a later rewording of the picker cannot change
 * what this migration did.
 */
const slugByLabel = new Map<string, string>([
  ["Full Service Renovation", "full-service-renovations"],
  ["Kitchen Remodeling", "kitchen-remodeling"],
  ["Bathroom Remodeling", "bathroom-remodeling"],
  ["Basement Finishing", "basements"],
  ["Additions", "additions"],
  ["Full Gut Rehab", "full-gut-rehabs"],
  ["Foundations", "foundations"],
  ["Roofing", "roofing"],
  ["Siding", "siding"],
  ["Windows", "windows-and-doors"],
  ["Doors", "doors"],
  ["Framing", "framing"],
  ["Plumbing", "plumbing"],
  ["Electrical", "electrical"],
  ["HVAC", "hvac"],
  ["Insulation", "insulation"],
  ["Drywall", "drywall"],
  ["Painting", "painting"],
  ["Flooring", "flooring"],
  ["Tile Work", "tile-work"],
  ["Decks", "fences-and-decks"],
  ["Fencing", "fencing"],
  ["Landscaping", "landscaping"],
  ["Concrete", "concrete"],
  ["Cement", "cement"],
  ["Asphalt Paving", "asphalt"],
  ["Other", "other"],
]);

type Leads = { leads: { id: string; service: string; services: string } };

export const serviceSlugs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("leads")
      .addColumn("services", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
    const loose = db as Kysely<Leads>;
    const rows = await loose
      .selectFrom("leads")
      .select(["id", "service"])
      .where("service", "!=", "")
      .execute();
    for (const row of rows) {
      const slugs: string[] = [];
      const other: string[] = [];
      for (const part of row.service.split(",")) {
        const slug = slugByLabel.get(part.trim());
        if (slug === undefined) other.push(part);
        else if (!slugs.includes(slug)) slugs.push(slug);
      }
      await loose
        .updateTable("leads")
        .set({ services: JSON.stringify(slugs), service: other.join(",").trim() })
        .where("id", "=", row.id)
        .execute();
    }
  },
};
