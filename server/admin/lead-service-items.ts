import { services as catalog } from "../../content/services";
import type { LeadService } from "../../contracts/admin-api";
import { serviceNames, serviceSlugs, type StoredServices } from "../db/lead-services";

/*
 * A lead's services as the inbox's list and a lead's page give them (decision 239): one by
 * one, so the inbox never splits a joined string again (a name may hold a comma), and each
 * told apart by whether the site's catalogue still has it, so the owner does not take a
 * dropped or made-up service for one the site offers.
 */

// A Map, so a stored slug such as "constructor" reads as stored, not as a function.
const labelBySlug = new Map<string, string>(
  catalog.map((entry) => [entry.slug, entry.option?.label ?? entry.title]),
);

/** The slugs first, as stored (a dropped one labeled by itself), then the names no slug matched. */
export function leadServices(row: StoredServices): LeadService[] {
  const bySlug = serviceSlugs(row).map((slug): LeadService => {
    const label = labelBySlug.get(slug);
    return label === undefined
      ? { slug, label: slug, listed: false }
      : { slug, label, listed: true };
  });
  // The names no slug matched, as lead-services.ts reads them for every other reader.
  const other = serviceNames({ services: "[]", service: row.service }).map(
    ({ name }): LeadService => ({ slug: null, label: name, listed: false }),
  );
  return [...bySlug, ...other];
}
