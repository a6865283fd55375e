import { z } from "zod";
import type { Availability } from "./slots";

/**
 * The owner's availability as they may set it (issue 55): any part of it, checked before it
 * is stored. The zone is the site's (content/site.ts), never set here.
 */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const minutes = (max: number) => z.number().int().min(5).max(max).multipleOf(5);

export const availabilitySchema = z
  .object({
    windows: z
      .array(
        z
          .object({ weekday: z.number().int().min(1).max(7), start: hhmm, end: hhmm })
          .refine((w) => w.start < w.end, "a window ends after it starts"),
      )
      .max(21),
    visitMinutes: minutes(480),
    bufferMinutes: z.number().int().min(0).max(240).multipleOf(5),
    stepMinutes: minutes(240),
    noticeBusinessDays: z.number().int().min(0).max(30),
    horizonDays: z.number().int().min(1).max(60),
    dailyCap: z.number().int().min(1).max(20),
    daysOff: z
      .array(
        z
          .object({ from: date, to: date })
          .refine((d) => d.from <= d.to, "a stretch ends after it starts"),
      )
      .max(100),
  })
  .partial()
  .strict();

export type AvailabilityChange = Partial<Omit<Availability, "timeZone">>;
