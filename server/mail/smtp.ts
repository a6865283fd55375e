import nodemailer from "nodemailer";
import { toMailMessage } from "./message";
import type { MailTransport } from "./transport";

export type SmtpTimeouts = {
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
  /** SMTP_INSECURE=true: send even when the server offers no TLS. */
  insecure?: boolean;
};

/**
 * Sends through an SMTP server given as smtp://user:pass@host:587 (or smtps://). Leads
 * carry personal data and the URL a password, so smtp:// must upgrade with STARTTLS
 * (a server that does not offer it fails the delivery) unless `insecure` is set.
 */
export function smtpTransport(url: string, timeouts: SmtpTimeouts = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    requireTLS: !timeouts.insecure,
    connectionTimeout: timeouts.connectionTimeoutMs ?? 30_000,
    greetingTimeout: timeouts.greetingTimeoutMs ?? 30_000,
    socketTimeout: timeouts.socketTimeoutMs ?? 60_000,
  });
  return {
    name: "smtp",
    async send(notification) {
      await transporter.sendMail(toMailMessage(notification));
    },
    verify() {
      return transporter.verify();
    },
    async close() {
      transporter.close();
    },
  };
}
