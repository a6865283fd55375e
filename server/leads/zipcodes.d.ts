/**
 * The part of the `zipcodes` package the server reads (decision 234). The package ships no
 * types; a ZIP it does not know gives undefined.
 */
declare module "zipcodes" {
  export type ZipPlace = { zip: string; city: string; state: string; country: string };
  export function lookup(zip: string): ZipPlace | undefined;
}
