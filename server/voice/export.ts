import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * A lead's calls in a person's copy (issue 54): each call as stored, its voicemail as a
 * file of the ZIP (calls/<lead reference>-<call id>.mp3) instead of bytes in the JSON.
 */
export async function callsForExport(
  db: Kysely<Database>,
  leadId: string,
  safeName: (id: string) => string,
) {
  const rows = await db
    .selectFrom("calls")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const files: { name: string; bytes: Buffer }[] = [];
  const calls = rows.map(({ voicemail, lead_id: _, finished_at: __, ...call }) => {
    if (!voicemail) return { ...call, voicemail_file: null };
    const name = `calls/${safeName(leadId)}-${safeName(call.id)}.mp3`;
    files.push({ name, bytes: Buffer.from(voicemail) });
    return { ...call, voicemail_file: name };
  });
  return { calls, files };
}
