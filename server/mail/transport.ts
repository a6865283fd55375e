import type { Notification } from "./notification";

/**
 * One way of delivering a notification. `send` resolves once the message is handed
 * over and throws when it was not; the outbox worker owns retries and bookkeeping.
 */
export interface MailTransport {
  readonly name: "file" | "smtp" | "emailjs";
  send(notification: Notification): Promise<void>;
  /** Checks that the transport can be reached, without sending (SMTP only). */
  verify?(): Promise<unknown>;
  close(): Promise<void>;
}
