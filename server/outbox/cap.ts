/** The minute a notification goes out in, as the key of its per-minute count. */
export function minuteSlot(now: Date, suffix = ""): string {
  return `${now.toISOString().slice(0, 16)}${suffix}`;
}

/** The owner's e-mail keeps the slots it always had; every other channel counts apart. */
export function channelSlot(slot: string, channel: string): string {
  return channel === "email" ? slot : `${slot}/${channel}`;
}

// The statement lives with the database, where the text gate (channels/) shares it.
export { reserveSlot } from "../db/counts";
