import { randomUUID } from "node:crypto";

let sequence = 0;

/**
 * An id that sorts in the order this process wrote its rows, even within one millisecond:
 * the time, a counter, and random bits so that two instances never collide. A lead's notes
 * and history lines take it.
 */
export function orderedId(at: string): string {
  sequence = (sequence + 1) % 1_000_000_000;
  return `${at}.${String(sequence).padStart(9, "0")}.${randomUUID().slice(0, 8)}`;
}
