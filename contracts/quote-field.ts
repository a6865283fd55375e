/**
 * The quote request names its services `service`: the picker's labels joined by ", ", the
 * public contract (SPEC section 3). The form, and the field errors it shows, name them
 * `services`. This is the one place that knows; the server's `toFieldErrors` and the
 * browser's reading of a refusal both ask it. No zod here, so a form that only reads an
 * answer does not load the schema.
 */
export function formFieldOf(key: string): string {
  return key === "service" ? "services" : key;
}
