/**
 * The inbox's words for a message to a homeowner that waits for the owner's yes, and can
 * be taken back for a few seconds after (issue 52): the confirmations before a review
 * request, the toast with its Undo, and what the lead's page says after.
 */
export const adminUndoCopy = {
  /** The toast that shows what the live region says. */
  toast: {
    region: "Confirmations",
    undo: "Undo",
    undoing: "Undoing…",
    dismiss: "Dismiss",
  },
  review: {
    /** Before "Completed" queues the request. */
    completedTitle: (name: string, when: string) => `Send a review request to ${name} at ${when}?`,
    completedDescription:
      "Marking the job Completed asks the homeowner for a review then, with up to two reminders later.",
    completedWithRequest: "Mark Completed and send it",
    completedWithout: "Mark Completed without it",
    /** Before the owner's own button queues it. */
    byHandTitle: (name: string, when: string) => `Send a review request to ${name} at ${when}?`,
    byHandDescription: "The homeowner gets the request then, with up to two reminders later.",
    byHandConfirm: "Send the request",
    cancel: "Cancel",
    close: "Close",
    checkFailed: "Could not check when the request would go. Try again.",
    /** The toast once queued, and after an undo. */
    queued: (name: string, when: string) => `Review request to ${name} queued for ${when}.`,
    canceledToast: "Review request canceled. Nothing was sent.",
    /** The lead's page once a request was taken back before it went. */
    canceledMark: "Review request canceled",
  },
  reply: {
    canceled: "Reply canceled. Nothing was sent.",
  },
  alreadySent: "It already went: it can no longer be taken back.",
  undoFailed: "Could not undo. Check the lead's page.",
  /** The server's answers. */
  errors: {
    alreadySent: "This message already went and can no longer be taken back.",
  },
} as const;
