import { z } from "zod";

/** The estimate visit's settings (issue 55), merged into the server's config schema. */

// As in config.ts: an empty variable is an unset one.
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

export const bookingFields = {
  /**
   * `1`: the owner's calendar feeds may be http and loopback or private addresses, for tests
   * and development only; `npm run doctor` fails it in production (decision 244).
   */
  CALENDAR_FEEDS_ALLOW_LOCAL: z
    .preprocess(unsetIfEmpty, z.enum(["0", "1"]).default("0"))
    .transform((v) => v === "1"),
};
