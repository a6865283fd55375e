import nodemailer from "nodemailer";
import { toMailMessage } from "./message";
import type { MailTransport } from "./transport";

export type SmtpTimeouts = {
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
};

/** Sends through an SMTP server given as smtp://user:pass@host:587 (or smtps://). */
export function smtpTransport(url: string, timeouts: SmtpTimeouts = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
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
