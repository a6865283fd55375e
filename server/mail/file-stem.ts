import { type Notification, notificationId } from "./notification";

/**
 * The start of a message's file name (the file transport), which erasure matches on the
 * lead's id: `<lead>.<row>` for a prepared message, so each change of a visit keeps its own
 * file and all of them go with the lead.
 */
export function mailFileStem(notification: Notification): string {
  return notification.kind === "visit" || notification.kind === "owner_alert"
    ? `${notification.leadId}.${notification.id}`
    : notificationId(notification);
}
