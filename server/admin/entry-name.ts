import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import * as z from "zod/mini";
import { adminRoutes } from "../../contracts/admin-api";
import { isNumberName } from "../../contracts/phone";
import { nameRule } from "../../contracts/quote-schema";
import type { Database } from "../db/schema";
import { entryDetail } from "./entry";
import { signedIn } from "./guard";
import { orderedId } from "./ordered-id";

/*
 * The owner names a lead that came from an unknown number (issue 52, item 2): a text or a
 * call starts a lead named by its E.164 number. The owner may correct a name they gave; a
 * name the homeowner typed on the form is theirs and stays (409). Each naming is a line in
 * the history, from what to what, so the number it came from is never lost.
 */

/**
 * A name the owner gives: the quote form's rules (letters, 2 to 100 characters). Here, not
 * in the contract, so the inbox's bundle does not carry zod's object parser for it.
 */
const nameBody = z.object({ name: nameRule() });

/** Whether the owner may give this lead a name: it has none, or the one the owner gave. */
async function ownerMayName(db: Kysely<Database>, id: string, current: string) {
  if (isNumberName(current)) return true;
  const named = await db
    .selectFrom("entry_history")
    .select("id")
    .where("entry_id", "=", id)
    .where("change", "=", "name")
    .executeTakeFirst();
  return named !== undefined;
}

/** Sets the name and its history line in one transaction; what came of it. */
export async function setName(
  db: Kysely<Database>,
  id: string,
  name: string,
  actor: string,
  now: Date,
): Promise<"named" | "unchanged" | "missing" | "refused"> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select("name")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead) return "missing";
    if (!(await ownerMayName(trx, id, lead.name))) return "refused";
    if (lead.name === name) return "unchanged";
    // Only from the name just read: a second save racing this one changes nothing twice.
    const updated = await trx
      .updateTable("leads")
      .set({ name })
      .where("id", "=", id)
      .where("name", "=", lead.name)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "refused";
    await trx
      .insertInto("entry_history")
      .values({
        id: orderedId(at),
        entry_id: id,
        at,
        actor,
        change: "name",
        from_value: lead.name,
        to_value: name,
      })
      .execute();
    return "named";
  });
}

/** POST adminRoutes.name: behind adminGuards (401 without a session, 403 from another Origin). */
export async function entryNameRoutes(
  app: FastifyInstance,
  { db, now, canText }: { db: Kysely<Database>; now: () => Date; canText: boolean },
) {
  const path = adminRoutes.name("__id__").replace("__id__", ":id");
  app.post<{ Params: { id: string } }>(path, async (request, reply) => {
    const parsed = nameBody.safeParse(request.body);
    // The form's rules refuse digits and "+": a name the owner gives never reads as a number.
    if (!parsed.success) return reply.code(400).send({ error: adminErrors.badRequest });
    const { id } = request.params;
    const result = await setName(db, id, parsed.data.name, signedIn(request).email, now());
    if (result === "missing") return reply.code(404).send({ error: adminErrors.notFound });
    if (result === "refused") return reply.code(409).send({ error: adminErrors.nameGiven });
    return entryDetail(db, id, { canText });
  });
}
