import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { site } from "../../content/site";
import type { Config } from "../config";
import { EMAILJS_LIB_VERSION, postToEmailjs } from "./emailjs";
import { mailAddresses, mailDir } from "./create";

/**
 * A message to one person, sent at once and only once: the inbox's invite and sign-in
 * links, and the notice of a new passkey. It never enters the outbox, so the lead
 * notifications' per-minute cap, digest and backoff never hold it, and a failure is the
 * caller's to report.
 */
export type DirectMessage = {
  kind: "invite" | "sign_in" | "passkey_added" | "alert";
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link itself, for an EmailJS template that lays the message out its own way: the
   * notice of a passkey links to the Security screen, and signs nobody in.
   */
  link: string;
};

type DirectConfig = Pick<
  Config,
  | "MAIL_TRANSPORT"
  | "DATA_DIR"
  | "MAIL_TO"
  | "MAIL_FROM"
  | "SMTP_URL"
  | "SMTP_INSECURE"
  | "EMAILJS_API_URL"
  | "EMAILJS_PUBLIC_KEY"
  | "EMAILJS_PRIVATE_KEY"
  | "EMAILJS_SERVICE_ID"
  | "EMAILJS_TEMPLATE_SIGN_IN"
>;

const timeoutMs = 15_000;

export async function sendDirect(config: DirectConfig, message: DirectMessage): Promise<void> {
  const { from } = mailAddresses(config);
  const mail = {
    from: { name: site.name, address: from },
    // An object, so nodemailer never reads a display name or a second recipient into it.
    to: { name: "", address: message.to },
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
  switch (config.MAIL_TRANSPORT) {
    case "file": {
      const composer = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: "windows",
      });
      const info = await composer.sendMail(mail);
      const dir = mailDir(config);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `admin-${randomUUID()}.${message.kind}.eml`;
      // Whole file or none, owner-only: it holds a link that signs someone in.
      await writeFile(join(dir, `.${name}.tmp`), info.message, { mode: 0o600 });
      await rename(join(dir, `.${name}.tmp`), join(dir, name));
      return;
    }
    case "smtp": {
      const transporter = nodemailer.createTransport({
        url: config.SMTP_URL ?? "",
        requireTLS: !config.SMTP_INSECURE,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      });
      try {
        await transporter.sendMail(mail);
      } finally {
        transporter.close();
      }
      return;
    }
    case "emailjs": {
      if (!config.EMAILJS_TEMPLATE_SIGN_IN) {
        throw new Error(
          "EmailJS: sign-in e-mails need their own template (EMAILJS_TEMPLATE_SIGN_IN)",
        );
      }
      await postToEmailjs(
        config.EMAILJS_API_URL,
        {
          lib_version: EMAILJS_LIB_VERSION,
          user_id: config.EMAILJS_PUBLIC_KEY,
          service_id: config.EMAILJS_SERVICE_ID,
          template_id: config.EMAILJS_TEMPLATE_SIGN_IN,
          template_params: {
            to_email: message.to,
            subject: message.subject,
            message: message.text,
            link: message.link,
            kind: message.kind,
          },
          ...(config.EMAILJS_PRIVATE_KEY ? { accessToken: config.EMAILJS_PRIVATE_KEY } : {}),
        },
        message.kind,
        timeoutMs,
      );
      return;
    }
  }
}
