import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { toMailMessage } from "./message";
import { mailFileStem } from "./file-stem";
import type { MailTransport } from "./transport";

/**
 * Writes each notification as an .eml file (open it in any mail program). The name is
 * derived from the lead, so a repeated delivery replaces the file instead of adding one.
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    name: "file",
    async send(notification) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const info = await composer.sendMail(toMailMessage(notification));
      const name = `${mailFileStem(notification)}.${notification.kind}.eml`;
      // The message holds a visitor's details: owner-only, like everything in DATA_DIR.
      const temporary = join(dir, `.${name}.tmp`);
      // Whole file or none: a reader never sees half a message.
      await writeFile(temporary, info.message, { mode: 0o600 });
      await rename(temporary, join(dir, name));
    },
    async close() {
      composer.close();
    },
  };
}
