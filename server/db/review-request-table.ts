// The review requests' table (issue 37), in a file of its own: schema.ts stays under 300 lines.

/** A finished job's review request: its link's token, and what the homeowner did. */
export type ReviewRequestTable = {
  lead_id: string;
  token: string;
  created_at: string;
  /** The tracked link was fetched (a mail scanner does too): not "opened". */
  visited_at: string | null;
  /** The homeowner acted on /review: a platform chosen or a private note. */
  opened_at: string | null;
  unsubscribed_at: string | null;
};
