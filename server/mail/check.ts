import { type Config, requiredEmailjsSettings } from "../config";

export type TransportCheck = { ok: boolean; detail: string };

/**
 * Whether the configured transport can deliver, as far as can be told without sending:
 * SMTP answers `verify()` (connect, greet, authenticate); EmailJS has its settings; the
 * file transport always works but reaches nobody's inbox.
 */
export async function checkTransport(
  config: Config,
  verifySmtp: () => Promise<unknown>,
): Promise<TransportCheck> {
  switch (config.MAIL_TRANSPORT) {
    case "file":
      return { ok: true, detail: "writes .eml files into DATA_DIR/mail; nobody is e-mailed" };
    case "emailjs": {
      const missing = requiredEmailjsSettings.filter((key) => !config[key]);
      return missing.length === 0
        ? { ok: true, detail: `settings present; API ${config.EMAILJS_API_URL}` }
        : { ok: false, detail: `missing ${missing.join(", ")}` };
    }
    case "smtp":
      try {
        await verifySmtp();
        return { ok: true, detail: `${maskUrl(config.SMTP_URL ?? "")} answered` };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, detail: `${maskUrl(config.SMTP_URL ?? "")} did not answer: ${reason}` };
      }
  }
}

/** A URL fit for a log: its password, if any, replaced by "***". */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.href;
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, "//$1:***@");
  }
}
