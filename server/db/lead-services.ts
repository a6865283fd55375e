import { services as catalog } from "../../content/services";

/*
 * A lead's services, stored as slugs (decision 239). The quote request carries the picker's
 * labels joined by ", " (the public contract); they become slugs once, as the lead is
 * stored, and labels again only where a person reads them: the inbox, the e-mails, the
 * texts, the CSV. A name that is no service of the site (a request through the API may send
 * anything) is kept as text beside them, and marked wherever it is shown.
 */

/** The columns that hold a lead's services. */
export type StoredServices = {
  /** A JSON array of slugs, in the order they came. */
  services: string;
  /** What no slug matched, as sent (its own commas kept); "" when every name matched. */
  service: string;
};

/** A service as a person reads it; `slug` is null for a name the site lists no service for. */
export type ServiceName = { name: string; slug: string | null };

const slugByLabel = new Map<string, string>(
  catalog.flatMap((entry): [string, string][] =>
    entry.option ? [[entry.option.label, entry.slug]] : [],
  ),
);
const labelBySlug = new Map<string, string>(
  catalog.map((entry) => [entry.slug, entry.option?.label ?? entry.title]),
);

/**
 * The columns for a quote request's `service`: each picker label as its slug, anything else
 * kept as text, as it was sent between the labels. No picker label holds a comma, so the
 * form's ", " is a safe place to split, and this is the one place that splits it.
 */
export function storedServices(joined: string): StoredServices {
  const slugs: string[] = [];
  const other: string[] = [];
  for (const part of joined.split(",")) {
    const slug = slugByLabel.get(part.trim());
    if (slug === undefined) other.push(part);
    else if (!slugs.includes(slug)) slugs.push(slug);
  }
  return { services: JSON.stringify(slugs), service: other.join(",").trim() };
}

/** The slugs a lead's row holds; none when the column holds anything but an array of text. */
export function serviceSlugs(row: Pick<StoredServices, "services">): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.services);
  } catch {
    return [];
  }
  return Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === "string")
    : [];
}

/**
 * The lead's services as a person reads them: the labels of its slugs, then the names no
 * slug matched. A slug the site no longer lists reads as itself, marked as unlisted.
 */
export function serviceNames(row: StoredServices): ServiceName[] {
  const listed = serviceSlugs(row).map((slug) => {
    const label = labelBySlug.get(slug);
    return label === undefined ? { name: slug, slug: null } : { name: label, slug };
  });
  const other = row.service
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((name) => ({ name, slug: null }));
  return [...listed, ...other];
}

/** The labels of the services the site lists, for words that name only those (the texts). */
export function listedLabels(row: StoredServices): string[] {
  return serviceNames(row)
    .filter((item) => item.slug !== null)
    .map((item) => item.name);
}

/**
 * Every name, joined as the quote request carried them: "Kitchen Remodeling, Gazebo". What
 * no slug matched follows the labels exactly as it was sent.
 */
export function serviceLabels(row: StoredServices): string {
  const labels = serviceNames({ services: row.services, service: "" }).map((item) => item.name);
  return [...labels, row.service.trim()].filter(Boolean).join(", ");
}
