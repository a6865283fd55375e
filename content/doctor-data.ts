/**
 * The words of `npm run doctor`'s lines about the estimate visit's calendar feeds and the
 * media the server keeps (issues 54 and 55); content/doctor.ts holds the others.
 */
export const doctorDataCopy = {
  subjects: { calendarFeeds: "Calendar feeds", storedMedia: "Stored media" },
  feedsLocal: {
    production: {
      detail:
        "CALENDAR_FEEDS_ALLOW_LOCAL=1 with NODE_ENV=production: a calendar feed may be http or point into this machine's own network",
      fix: "remove CALENDAR_FEEDS_ALLOW_LOCAL (it is for tests and development only) and restart",
    },
    elsewhere: {
      detail:
        "CALENDAR_FEEDS_ALLOW_LOCAL=1: calendar feeds may be http or loopback and private addresses",
      fix: "fine for tests and development; never set it on the live server",
    },
  },
  /** "12 photos, 31.4 MB; 3 voicemails, 1.2 MB" */
  storedMedia: (photos: string, voicemails: string) => `${photos}; ${voicemails}`,
  photos: (count: number, size: string) => `${count} ${count === 1 ? "photo" : "photos"}, ${size}`,
  voicemails: (count: number, size: string) =>
    `${count} ${count === 1 ? "voicemail" : "voicemails"}, ${size}`,
};
