import { serviceOptions, type ServiceValue } from "../content/service-options";
import { services } from "../content/services";

/**
 * Turns a service title from anywhere on the site ("Windows & Doors", "Fences and Decks",
 * "Tile Work", an option label or an option value) into a quote-form option value.
 */

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "");
}

const optionValues = new Set<string>(serviceOptions.map((option) => option.value));

const aliases = new Map<string, ServiceValue>();
function alias(title: string, value: string): void {
  const key = normalize(title);
  if (optionValues.has(value) && !aliases.has(key)) aliases.set(key, value as ServiceValue);
}

// Option labels and values first, then every name a service is shown under on the site.
for (const option of serviceOptions) {
  alias(option.label, option.value);
  alias(option.value, option.value);
}
for (const service of services) {
  alias(service.name, service.optionValue);
  if ("cardTitle" in service) alias(service.cardTitle, service.optionValue);
  alias(service.slug, service.optionValue);
}

/** The option value for a service title, or undefined when nothing matches. */
export function matchServiceOption(title: string | undefined): ServiceValue | undefined {
  if (!title) return undefined;
  return aliases.get(normalize(title));
}

export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? value;
}
