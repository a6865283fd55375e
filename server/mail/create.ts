import { join } from "node:path";
import { site } from "../../content/site";
import type { Config } from "../config";
import { emailjsTransport } from "./emailjs";
import { fileTransport } from "./file";
import type { MailAddresses } from "./notification";
import { type SmtpTimeouts, smtpTransport } from "./smtp";
import type { MailTransport } from "./transport";

type TransportTimeouts = SmtpTimeouts & { httpTimeoutMs?: number };

/** The transport MAIL_TRANSPORT names; config validation has already checked its settings. */
export function createTransport(config: Config, timeouts: TransportTimeouts = {}): MailTransport {
  switch (config.MAIL_TRANSPORT) {
    case "file":
      return fileTransport(mailDir(config));
    case "smtp":
      return smtpTransport(config.SMTP_URL ?? "", { ...timeouts, insecure: config.SMTP_INSECURE });
    case "emailjs":
      return emailjsTransport({
        apiUrl: config.EMAILJS_API_URL,
        publicKey: config.EMAILJS_PUBLIC_KEY,
        privateKey: config.EMAILJS_PRIVATE_KEY,
        serviceId: config.EMAILJS_SERVICE_ID,
        templateContact: config.EMAILJS_TEMPLATE_CONTACT,
        templateReview: config.EMAILJS_TEMPLATE_REVIEW,
        templateDigest: config.EMAILJS_TEMPLATE_DIGEST,
        templateAck: config.EMAILJS_TEMPLATE_ACK,
        timeoutMs: timeouts.httpTimeoutMs,
      });
  }
}

export function mailDir(config: Pick<Config, "DATA_DIR">): string {
  return join(config.DATA_DIR, "mail");
}

/** Notifications go to MAIL_TO, else the business address in the site content. */
export function mailAddresses(config: Pick<Config, "MAIL_TO" | "MAIL_FROM">): MailAddresses {
  const to = config.MAIL_TO ?? site.email;
  return { to, from: config.MAIL_FROM ?? to };
}
