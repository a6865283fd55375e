import { ackTemplateParams, ownerTemplateParams } from "./emailjs-params";
import { type Notification, notificationId } from "./notification";
import { preparedTemplateParams } from "./prepared";
import type { MailTransport } from "./transport";

/** The version of the EmailJS browser SDK whose REST call this transport makes. */
export const EMAILJS_LIB_VERSION = "4.4.1";

export type EmailJSSettings = {
  apiUrl: string;
  publicKey?: string;
  privateKey?: string;
  serviceId?: string;
  templateContact?: string;
  templateReview?: string;
  /** The digest of leads over the per-minute cap; without it the contact template carries it. */
  templateDigest?: string;
  /** The visitor's thank-you (EMAILJS_TEMPLATE_ACK); without it no thank-you is sent. */
  templateAck?: string;
  /** How long to wait for an answer before counting the attempt as a network error. */
  timeoutMs?: number;
};

/** The answer of the EmailJS API, read the way its SDK reads it: a status and a text. */
export class EmailJSError extends Error {
  override name = "EmailJSError";
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`EmailJS answered ${status}: ${text}`);
  }
}

const statusTexts: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  429: "Too Many Requests",
  451: "Unavailable For Headless Browser",
};

const reviewTypes = new Set(["review_confirmation", "review_completion"]);

/**
 * Which template serves a message: with the "default" method the review template takes
 * the review types and the contact template everything else.
 */
export function templateFor(
  type: string,
  method: string,
  templates: { contact: string; review: string },
): string {
  switch (method) {
    case "default":
      return reviewTypes.has(type) ? templates.review : templates.contact;
    case "contact":
      return templates.contact;
    case "review":
      return templates.review;
    default:
      throw new Error("Unknown email method");
  }
}

/** The JSON body of POST /api/v1.0/email/send for one notification. */
function emailjsRequestBody(
  notification: Notification,
  settings: Required<
    Omit<EmailJSSettings, "privateKey" | "timeoutMs" | "templateDigest" | "templateAck">
  > & {
    privateKey?: string;
    templateDigest?: string;
    templateAck?: string;
  },
  method = "default",
): Record<string, unknown> {
  if (notification.kind === "review_request") {
    // EmailJS cannot set List-Unsubscribe; the review e-mail's channel is off with it.
    throw new Error("EmailJS cannot send a review request: it cannot set List-Unsubscribe");
  }
  if (notification.kind === "acknowledgement") {
    if (!settings.templateAck) {
      throw new Error("EmailJS: the thank-you needs its own template (EMAILJS_TEMPLATE_ACK)");
    }
    return {
      lib_version: EMAILJS_LIB_VERSION,
      user_id: settings.publicKey,
      service_id: settings.serviceId,
      template_id: settings.templateAck,
      template_params: ackTemplateParams(notification),
      ...(settings.privateKey ? { accessToken: settings.privateKey } : {}),
    };
  }
  if (notification.kind === "visit" || notification.kind === "owner_alert") {
    // No attachment through EmailJS: the homeowner's visit e-mail has Google Calendar's link.
    const homeowner = notification.kind === "visit";
    if (homeowner && !settings.templateAck) {
      throw new Error(
        "EmailJS: the visit's e-mail needs the thank-you's template (EMAILJS_TEMPLATE_ACK)",
      );
    }
    return {
      lib_version: EMAILJS_LIB_VERSION,
      user_id: settings.publicKey,
      service_id: settings.serviceId,
      template_id: homeowner ? settings.templateAck : settings.templateContact,
      template_params: preparedTemplateParams(notification),
      ...(settings.privateKey ? { accessToken: settings.privateKey } : {}),
    };
  }
  const templateId =
    notification.kind === "digest"
      ? settings.templateDigest || settings.templateContact
      : templateFor(notification.kind, method, {
          contact: settings.templateContact,
          review: settings.templateReview,
        });
  const templateParams = ownerTemplateParams(notification);
  return {
    lib_version: EMAILJS_LIB_VERSION,
    user_id: settings.publicKey,
    service_id: settings.serviceId,
    template_id: templateId,
    template_params: templateParams,
    ...(settings.privateKey ? { accessToken: settings.privateKey } : {}),
  };
}

export function emailjsTransport(settings: EmailJSSettings): MailTransport {
  const { publicKey, serviceId, templateContact, templateReview } = settings;
  if (!publicKey) throw new Error("EmailJS: the public key (EMAILJS_PUBLIC_KEY) is required");
  if (!serviceId) throw new Error("EmailJS: the service ID (EMAILJS_SERVICE_ID) is required");
  if (!templateContact || !templateReview) {
    throw new Error(
      "EmailJS: the template IDs (EMAILJS_TEMPLATE_CONTACT, EMAILJS_TEMPLATE_REVIEW) are required",
    );
  }
  const resolved = {
    apiUrl: settings.apiUrl,
    publicKey,
    privateKey: settings.privateKey,
    serviceId,
    templateContact,
    templateReview,
    templateDigest: settings.templateDigest,
    templateAck: settings.templateAck,
  };
  const timeoutMs = settings.timeoutMs ?? 30_000;

  return {
    name: "emailjs",
    async send(notification) {
      await postToEmailjs(
        settings.apiUrl,
        emailjsRequestBody(notification, resolved),
        notificationId(notification),
        timeoutMs,
      );
    },
    async close() {},
  };
}

/**
 * One call of EmailJS's send endpoint, read the way its SDK reads the answer: anything but
 * 200 throws an EmailJSError with the status and text. Shared with the sign-in e-mails.
 */
export async function postToEmailjs(
  apiUrl: string,
  requestBody: Record<string, unknown>,
  id: string,
  timeoutMs: number,
): Promise<void> {
  const endpoint = `${apiUrl.replace(/\/+$/, "")}/api/v1.0/email/send`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Lead-Id": id },
      body: JSON.stringify(requestBody),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new EmailJSError(
      0,
      timedOut ? `Network Error (no answer within ${timeoutMs} ms)` : "Network Error",
    );
  }
  const text = await response.text().catch(() => "");
  if (response.status !== 200) {
    throw new EmailJSError(
      response.status,
      text.trim().slice(0, 300) || statusTexts[response.status] || "Error",
    );
  }
}
