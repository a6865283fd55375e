import { reviewRequestMarks } from "./review-requests";
import { site } from "./site";

/** Each status's name, as the filter, the badge and the history say it. */
const statusNames = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  completed: "Completed",
  lost: "Lost",
  spam: "Spam",
} as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Everything the owner reads in the inbox at /admin (docs/architecture.md §7). The island
 * checks the status, channel and delivery names against the API's types.
 */
export const adminCopy = {
  page: {
    title: `Inbox | ${site.name}`,
    description: `Leads and review notices for ${site.name}.`,
    noScript: "The inbox needs JavaScript. Turn it on in your browser and reload this page.",
  },
  appName: "Inbox",
  loading: "Loading...",
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: "Sign out",
  securityLink: "Security",
  sessionEnded: "Your session ended. Sign in again to carry on.",
  signOutFailed: "Could not sign out. Check your connection and try again.",
  network: "Could not reach the server. Check your connection and try again.",
  serverError: "Something went wrong on the server. Try again in a minute.",
  tryAgain: "Try again",

  signIn: {
    heading: "Sign in",
    lead: "Use the passkey saved on this phone or computer. No password needed.",
    passkey: "Sign in with a passkey",
    passkeyWorking: "Waiting for your passkey...",
    passkeyCanceled: "Sign-in was canceled or timed out. Try again when you are ready.",
    passkeyUnknown:
      "That passkey is not recognized here. Ask for a sign-in link below, then add a passkey on this device.",
    passkeyUnsupported: "This browser cannot use passkeys. Ask for a sign-in link below instead.",
    orLink: "No passkey on this device?",
    linkLead: "We can e-mail you a one-time sign-in link. It works for 15 minutes.",
    emailLabel: "Your e-mail address",
    sendLink: "E-mail me a sign-in link",
    sending: "Sending...",
    linkSent: "If that address is invited, a link is on its way. Check your inbox.",
    tooMany: "Too many requests. Wait a few minutes, then try again.",
    emailMissing: "Enter your e-mail address.",
    afterSignIn: "After you sign in, the lead you opened will show.",
  },

  continueSignIn: {
    heading: "Finish signing in",
    inviteLead: "Your invite link is ready. Continue to sign in on this device.",
    linkLead: "Your sign-in link is ready. Continue to sign in on this device.",
    onceOnly: "The link works once, and only when you continue.",
    button: "Continue",
  },

  token: {
    inviteExpired:
      "This invite link has expired or was already used. Ask the site's administrator for a new one.",
    linkExpired: "This sign-in link has expired or was already used. Ask for a new one below.",
  },

  passkeyOffer: {
    heading: "Create a passkey on this device",
    inviteLead: (email: string) =>
      `Welcome, ${email}. A passkey lets you sign in on this device with your fingerprint, face or screen lock, without a password.`,
    linkLead:
      "You are signed in. Add a passkey so next time you can sign in on this device with your fingerprint, face or screen lock.",
    create: "Create a passkey",
    creating: "Waiting for your device...",
    later: "Not now, go to the inbox",
    created: "Passkey saved. Next time, sign in with it on this device.",
    canceled: "The passkey was not created. You can try again.",
    duplicate: "This device already has a passkey for your account.",
    failed: "The passkey could not be saved. Try again.",
  },

  inbox: {
    heading: "Leads",
    median: "Median time to first contact, last 30 days",
    medianNone: "No leads contacted yet",
    filterLegend: "Show",
    filters: {
      open: "Open",
      ...statusNames,
      review_requested: reviewRequestMarks.requested,
      reminded: reviewRequestMarks.reminded,
      opened: reviewRequestMarks.opened,
    },
    searchLabel: "Search by name, phone, e-mail or service",
    searchPlaceholder: "Name, phone, e-mail, service",
    exportCsv: "Export CSV",
    empty: "Nothing here yet.",
    emptySearch: "No leads match this search.",
    count: (count: number) => plural(count, "entry", "entries"),
    arrived: (count: number) =>
      count === 1 ? "1 new lead arrived." : `${count} new leads arrived.`,
    loadFailed: "Could not load the inbox.",
    review: "Review notice",
    photos: (count: number) => plural(count, "photo", "photos"),
    contactedIn: (duration: string) => `Contacted in ${duration}`,
    notContacted: "Not contacted yet",
    outsideArea: "Outside the service area",
    notListed: "not a listed service",
    unreadTexts: (count: number) => (count === 1 ? "1 unread text" : `${count} unread texts`),
  },

  /** The text conversation on a lead's page (issue 36). */
  thread: {
    heading: "Texts",
    empty: "No texts with this person yet.",
    you: "You",
    /** Texts of ours that the owner did not write; a reply of theirs reads `you`. */
    kinds: { thank_you: "Thank-you text", notice: "Automatic answer", review: "Review request" },
    states: {
      received: "Received",
      queued: "Queued",
      sent: "Sent",
      delivered: "Delivered",
      undelivered: "Not delivered",
      failed: "Failed",
      opted_out: "Not sent: they opted out of texts",
    },
    errorCode: (code: number) => `error ${code}`,
    pictureAlt: (index: number, total: number, name: string) =>
      `Picture ${index} of ${total} texted by ${name}`,
    stopRequest: (date: string) => `Asked to stop texting: honor by ${date}`,
    stopRequestLead:
      "They asked in their own words not to be texted. Nothing changes until you record it.",
    recordOptOut: "Record opt-out",
    recordingOptOut: "Recording...",
    optOutRecorded: "Opt-out recorded. No more texts go to this number.",
    optOutFailed: "Could not record the opt-out. Try again.",
    optedOut:
      "This number opted out of texts. Replies cannot be sent until they text START to opt back in.",
    replyLabel: "Reply by text",
    replyHint: (phone: string) => `Sent from the business number to ${phone}.`,
    replyEmpty: "Write something first.",
    send: "Send text",
    sending: "Sending...",
    queued: "Text queued to send.",
    refused: "Not sent: this number opted out of texts.",
    sendFailed: "Could not send the text. Try again.",
    arrived: (name: string) => `New text from ${name}.`,
  },

  statuses: statusNames,

  entry: {
    back: "All leads",
    loadFailed: "Could not load this lead.",
    notFound: "This lead no longer exists. It may have been erased.",
    received: (time: string) => `Received ${time}`,
    call: "Call",
    text: "Text",
    email: "E-mail",
    callName: (phone: string) => `Call ${phone}`,
    textName: (phone: string) => `Text ${phone}`,
    emailName: (email: string) => `E-mail ${email}`,
    markContactedPrompt: "Did you reach them? Mark the lead so the response clock stops.",
    markContacted: "Mark as contacted",
    markedContacted: "Marked as contacted.",
    statusLabel: "Status",
    statusSaved: (status: string) => `Status changed to ${status}.`,
    statusFailed: "Could not change the status. Try again.",
    detailsHeading: "Details",
    photosHeading: "Photos",
    photoAlt: (index: number, total: number, name: string) =>
      `Photo ${index} of ${total} from ${name}`,
    notesHeading: "Notes",
    noNotes: "No notes yet.",
    noteLabel: "Add a note",
    noteHint: "Only people signed in to this inbox see notes.",
    noteEmpty: "Write something first.",
    saveNote: "Save note",
    savingNote: "Saving...",
    noteSaved: "Note saved.",
    noteFailed: "Could not save the note. Try again.",
    historyHeading: "History",
    deliveriesHeading: "Notifications",
    noDeliveries: "No notifications were sent for this entry.",
    retry: "Retry",
    retryName: (channel: string) => `Retry ${channel}`,
    retried: (channel: string) => `${channel} queued again.`,
    retryFailed: "Could not queue it again. Try again.",
    attempts: (count: number) => plural(count, "attempt", "attempts"),
    deliveredAt: (time: string) => `Delivered ${time}`,
    exportHeading: "A copy of their data",
    exportLead:
      "When this person asks what we hold about them, send them this file: every request, review notice, note and message of theirs, with their photos, in one ZIP file.",
    exportPerson: "Download their data",
    exportTitle: "Download whose data?",
    exportDescription:
      "Check only what is theirs. Someone can type another person's phone or e-mail into a quote request, so count only an address or number they showed they control, by writing or texting you from it.",
    exportConfirm: "Download the checked entries",
    exportCancel: "Cancel",
    eraseHeading: "Erase this person",
    eraseLead:
      "Deletes every lead, review notice and message from this person, as their privacy request requires. This cannot be undone.",
    erase: "Erase this person",
    eraseTitle: "Erase whose data?",
    eraseDescription:
      "The checked entries, with their notes and messages, will be deleted for good. Check only what is theirs: count only an address or number they showed they control, by writing or texting you from it.",
    eraseConfirm: "Erase the checked for good",
    erasing: "Erasing...",
    eraseCancel: "Keep",
    erased: (count: number) => `${plural(count, "entry", "entries")} erased.`,
    eraseFailed: "Could not erase everything. Try again.",
    matchesLegend: "Entries found by this e-mail address or phone",
    matchesLoading: "Looking for entries...",
    matchesFailed: "Could not load the entries. Close this and try again.",
    matchesNone: "Check at least one entry.",
    matchedBy: (keys: ("email" | "phone")[]) =>
      `Found by ${keys.map((key) => (key === "email" ? "e-mail" : "phone")).join(" and ")}`,
    thisEntry: "This entry",
    reviewNotice: "Review notice",
    noEmail: "No e-mail",
    close: "Close",
  },

  security: {
    heading: "Security",
    lead: "The passkeys that can sign in as you, and the browsers signed in now. Remove anything you do not recognize.",
    back: "All leads",
    loadFailed: "Could not load your passkeys and sessions.",
    passkeysHeading: "Passkeys",
    noPasskeys:
      "No passkeys. You can still sign in with a link by e-mail, or add a passkey on this device.",
    added: (time: string) => `Added ${time}`,
    lastUsed: (age: string) => `Last used ${age}`,
    neverUsed: "Never used to sign in",
    remove: "Remove",
    removeName: (device: string, added: string) => `Remove passkey from ${device}, added ${added}`,
    removing: "Removing...",
    removed: (device: string) => `Passkey from ${device} removed.`,
    removeFailed: "Could not remove the passkey. Try again.",
    addPasskey: "Add a passkey on this device",
    passkeySaved: "Passkey saved on this device.",
    sessionsHeading: "Signed-in devices",
    thisDevice: "This device",
    signedIn: (time: string) => `Signed in ${time}`,
    lastActive: (age: string) => `Active ${age}`,
    signOut: "Sign out",
    signOutName: (device: string, signedIn: string) => `Sign out ${device}, signed in ${signedIn}`,
    signOutThisName: "Sign out this device",
    signingOut: "Signing out...",
    signedOut: (device: string) => `${device} signed out.`,
    signOutFailed: "Could not sign out that device. Try again.",
  },

  channels: {
    email: "Owner e-mail",
    sms: "Owner text",
    webhook: "Webhook",
    ack_email: "Thank-you e-mail",
    ack_sms: "Thank-you text",
  },
  deliveryStates: {
    pending: "Waiting",
    sending: "Sending",
    held: "Held",
    confirming: "Confirming",
    delivered: "Delivered",
    failed: "Failed",
    skipped: "Already thanked today",
  },

  history: {
    created: "Arrived",
    note: (actor: string) => `${actor} added a note`,
    status: (actor: string, from: string, to: string) => `${actor} changed ${from} to ${to}`,
    system: "Automatic",
  },

  time: {
    justNow: "just now",
    minutesAgo: (n: number) => `${n} min ago`,
    hoursAgo: (n: number) => `${n} h ago`,
    daysAgo: (n: number) => plural(n, "day", "days") + " ago",
    minutes: (n: number) => `${n} min`,
    hours: (h: number, m: number) => (m === 0 ? `${h} h` : `${h} h ${m} min`),
    days: (d: number, h: number) =>
      h === 0 ? plural(d, "day", "days") : `${plural(d, "day", "days")} ${h} h`,
  },
} as const;
