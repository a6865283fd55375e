import { serviceOptions } from "~content/services";

const listed = new Set<string>(serviceOptions.map((option) => option.label));

export type ServiceName = { name: string; listed: boolean };

/**
 * A lead's services as it came ("Kitchen Remodeling, Gazebo"), each told apart by whether
 * it is a picker label: the form only sends those, but a request through the API may send
 * anything, and the owner should not take a made-up service for one the site offers. No
 * picker label holds a comma, so the form's ", " is a safe place to split.
 */
export function serviceNames(summary: string): ServiceName[] {
  return summary
    .split(",")
    .map((part) => part.trim())
    .filter((name) => name !== "")
    .map((name) => ({ name, listed: listed.has(name) }));
}
