import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { newReference } from "./ids";

/**
 * A lead for a phone no lead has, made by a text or a call from it: named by the number,
 * as the owner's phone would show it, with what the person said (a text's words, or
 * nothing) as its message and no consent to texts given by the form.
 */
export async function insertPhoneLead(
  trx: Transaction<Database>,
  lead: {
    phone: string;
    at: string;
    origin: "text" | "call";
    message?: string;
    firstTouch?: string | null;
  },
): Promise<string> {
  const id = newReference();
  await trx
    .insertInto("leads")
    .values({
      id,
      created_at: lead.at,
      name: lead.phone,
      email: "",
      phone: lead.phone,
      service: "",
      message: lead.message ?? "",
      sms_consent: "No",
      sms_consent_text: null,
      sms_consent_at: null,
      ip: null,
      user_agent: null,
      zip: null,
      contact_preference: null,
      best_time: null,
      origin: lead.origin,
      first_touch: lead.firstTouch ?? null,
      last_touch: null,
    })
    .execute();
  return id;
}
