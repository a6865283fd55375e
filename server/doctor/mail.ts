import { doctorCopy } from "../../content/doctor";
import { checkTransport } from "../mail/check";
import type { DoctorCheck } from "./line";

const copy = doctorCopy.mail;
const subject = doctorCopy.subjects.mail;

/**
 * The transport reaches a mailbox: SMTP answers `verify()` (connects, greets, signs in);
 * EmailJS has its settings, since its API cannot be tried without sending.
 */
export const mailTransportCheck: DoctorCheck = async ({ config, verifySmtp }) => {
  if (config.MAIL_TRANSPORT === "file") {
    return [
      { mark: config.NODE_ENV === "production" ? "fail" : "warn", subject, ...copy.fileTransport },
    ];
  }
  const result = await checkTransport(config, verifySmtp);
  if (config.MAIL_TRANSPORT === "smtp") {
    return result.ok
      ? [{ mark: "ok", subject, detail: copy.smtpAnswers(result.detail) }]
      : [{ mark: "fail", subject, ...copy.smtpFails(result.detail) }];
  }
  if (!result.ok) return [{ mark: "fail", subject, ...copy.emailjsMissing(result.detail) }];
  if (!config.EMAILJS_PRIVATE_KEY) return [{ mark: "warn", subject, ...copy.emailjsNoPrivateKey }];
  return [{ mark: "ok", subject, detail: copy.emailjsReady }];
};
