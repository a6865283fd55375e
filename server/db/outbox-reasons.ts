/**
 * The reason a row the owner took back carries in `last_error`, as a skipped row carries its
 * own: the outbox writes it (outbox/queue.ts) and a lead's page reads it (reviews/).
 */
export const canceledByOwner = "canceled by the owner";
