/**
 * How the owner reads a quote request's optional details and photos, in the e-mail, the
 * text and the webhook. The visitor's own labels for the same choices are the form's.
 */
export const leadDetailsCopy = {
  labels: {
    zip: "ZIP code",
    contactPreference: "Contact by",
    bestTime: "Best time",
    photos: "Photos",
  },
  contactPreferences: { call: "Phone call", text: "Text message", email: "E-mail" },
  bestTimes: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
  outsideServiceArea: "outside the service area",
  /** The owner's e-mail: the link to the lead in the inbox, where its photos are. */
  openInInbox: "Open it in the inbox",
  /** The e-mail's photo line: how many, and where to see them. */
  photoCount: (count: number) =>
    count === 0 ? "None" : `${count} ${count === 1 ? "photo" : "photos"}, in the lead in the inbox`,
  /** The owner's text: plain GSM characters only (server/channels/sms-body.ts). */
  sms: {
    zip: (zip: string, outside: boolean) =>
      outside ? `ZIP ${zip} OUTSIDE service area` : `ZIP ${zip}`,
    photos: (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`,
    prefers: (how: string) => `prefers ${how}`,
    contactPreferences: { call: "a call", text: "a text", email: "e-mail" },
    bestTimes: { morning: "mornings", afternoon: "afternoons", evening: "evenings" },
  },
} as const;
