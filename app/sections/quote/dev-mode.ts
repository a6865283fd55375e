/**
 * Developer mode of the quote form: test buttons for Add Field, Add
 * Service, Test Error and Test Email. Vite replaces the variable at build time, so it is
 * off in every build unless that build was made with VITE_CONTACT_DEV_MODE=true.
 */
export function isContactDevMode(): boolean {
  return import.meta.env.VITE_CONTACT_DEV_MODE === "true";
}
