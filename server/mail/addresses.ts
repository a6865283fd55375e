/**
 * Where notifications go and who they are from: its own module, so a message composed by
 * its feature (prepared.ts) and the notifications that include it (notification.ts) both
 * read it without reading each other.
 */
export type MailAddresses = { to: string; from: string };
