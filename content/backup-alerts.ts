import { site } from "./site";

/**
 * What the owner is told, by e-mail and by text, once per incident, when the website's
 * backup or its notifications need a hand (server/backup/monitor.ts). A text is at most
 * 160 characters, so each says what is wrong and where to look.
 */
export const backupAlertCopy = {
  subject: `${site.shortName} website: needs attention`,
  greeting: "Hello,",
  lead: `The ${site.name} website found a problem that will not fix itself:`,
  advice:
    "On the server, run npm run leads -- --status and npm run backup -- status to see where it stands. You will hear again only about a new problem.",
  signature: `The ${site.name} website`,
  problems: {
    no_replica: "The backup has no copy of the leads.",
    lag: "The backup is more than a minute behind the leads.",
    drill_failed: "The weekly restore test of the backup failed.",
    drill_stale: "The weekly restore test of the backup has not run for over 8 days.",
    notifications: "A lead notification has not gone out for over an hour.",
  },
  text: (problem: string) => `${site.shortName} website: ${problem} Run npm run leads -- --status.`,
} as const;
