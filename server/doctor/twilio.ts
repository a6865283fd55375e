import { doctorCopy } from "../../content/doctor";
import type { Config } from "../config";
import type { DoctorCheck, DoctorLine, Mark } from "./line";
import {
  fetchBrand,
  fetchCampaign,
  fetchService,
  findNumber,
  type JsonObject,
  recentMessages,
  twilioRest,
  type TwilioRest,
  updateNumber,
  updateService,
} from "./twilio-rest";
import { voiceNumberLines, voiceStatusPath } from "./voice-numbers";

/**
 * Whether Twilio sends texts to us (`npm run sms -- check`, and one line of the doctor):
 * the number's SmsUrl and StatusCallback, or, with a Messaging Service, the service's
 * InboundRequestUrl, which takes precedence over its numbers'. `--fix` sets what is wrong
 * on that number or service only. With a service, the A2P 10DLC brand and campaign too.
 */

const copy = doctorCopy.twilio;
const subjects = doctorCopy.subjects;

/** Where the server takes Twilio's webhooks (server/routes registers them). */
export const smsWebhookPaths = { incoming: "/api/sms/incoming", status: "/api/sms/status" };

/** How far back the check looks for texts that failed with 30034. */
export const RECENT_DAYS = 7;

export type SmsCheckOptions = { fix: boolean; now: Date; timeoutMs: number };

/** One field that differs from what it should be, as the line names it. */
type Field = { name: string; found: string; expected: string };

const text = (value: unknown) => (typeof value === "string" ? value : "");
const describe = (fields: Field[]) =>
  fields.map((f) => copy.wrongField(f.name, f.found, f.expected)).join("; ");
const wrongOnes = (fields: Field[]) => fields.filter((f) => f.found !== f.expected);

/** Lines from lookups that may throw: no answer from Twilio is a failed line, not a crash. */
async function guarded(
  subject: string,
  lookup: () => Promise<DoctorLine | DoctorLine[]>,
): Promise<DoctorLine[]> {
  try {
    return [await lookup()].flat();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ mark: "fail", subject, ...copy.unreachable(reason) }];
  }
}

async function numberLine(
  rest: TwilioRest,
  phone: string,
  origin: string,
  fix: boolean,
  statusPath: string,
) {
  const subject = subjects.twilioNumber;
  const number = await findNumber(rest, phone);
  if (!number) return { mark: "fail" as const, subject, ...copy.numberNotFound(phone) };
  const wrong = wrongOnes([
    { name: "SmsUrl", found: text(number.sms_url), expected: origin + smsWebhookPaths.incoming },
    { name: "SmsMethod", found: text(number.sms_method), expected: "POST" },
    {
      name: "StatusCallback",
      found: text(number.status_callback),
      expected: origin + statusPath,
    },
  ]);
  if (wrong.length === 0)
    return { mark: "ok" as const, subject, detail: copy.numberPointsAtUs(phone) };
  if (!fix) return { mark: "fail" as const, subject, ...copy.numberWrong(phone, describe(wrong)) };
  await updateNumber(rest, text(number.sid), {
    SmsUrl: origin + smsWebhookPaths.incoming,
    SmsMethod: "POST",
    StatusCallback: origin + statusPath,
    StatusCallbackMethod: "POST",
  });
  return { mark: "ok" as const, subject, detail: copy.numberFixed(phone, describe(wrong)) };
}

async function serviceLine(rest: TwilioRest, sid: string, origin: string, fix: boolean) {
  const subject = subjects.messagingService;
  const service = await fetchService(rest, sid);
  const wrong = wrongOnes([
    {
      name: "InboundRequestUrl",
      found: text(service.inbound_request_url),
      expected: origin + smsWebhookPaths.incoming,
    },
    { name: "InboundMethod", found: text(service.inbound_method), expected: "POST" },
  ]);
  const numberWins = service.use_inbound_webhook_on_number === true;
  const found = [describe(wrong), numberWins ? copy.numberWebhookWins : ""].filter(Boolean);
  if (found.length === 0)
    return { mark: "ok" as const, subject, detail: copy.servicePointsAtUs(sid) };
  if (!fix) return { mark: "fail" as const, subject, ...copy.serviceWrong(sid, found.join("; ")) };
  await updateService(rest, sid, {
    InboundRequestUrl: origin + smsWebhookPaths.incoming,
    InboundMethod: "POST",
    UseInboundWebhookOnNumber: "false",
  });
  return { mark: "ok" as const, subject, detail: copy.serviceFixed(sid, found.join("; ")) };
}

/** The line that says whether Twilio's number, or its Messaging Service, points at us. */
export async function webhookLine(config: Config, options: SmsCheckOptions): Promise<DoctorLine[]> {
  const service = config.TWILIO_MESSAGING_SERVICE_SID;
  const subject = service ? subjects.messagingService : subjects.twilioNumber;
  const origin = config.PUBLIC_URL;
  if (!origin) return [{ mark: "fail", subject, ...copy.noPublicUrl }];
  const rest = twilioRest(config, options.timeoutMs);
  // A number's StatusCallback is its *voice* status callback: with calls on it is ours for
  // calls (issue 54); texts name their own callback on each message.
  const statusPath = config.CALLS ? voiceStatusPath : smsWebhookPaths.status;
  return guarded(subject, () =>
    service
      ? serviceLine(rest, service, origin, options.fix)
      : numberLine(rest, config.TWILIO_FROM ?? "", origin, options.fix, statusPath),
  );
}

const failedBrand = new Set(["FAILED", "SUSPENDED", "DELETED"]);
const failedCampaign = new Set(["FAILED", "SUSPENDED"]);

function brandLine(sid: string, brand: JsonObject): DoctorLine {
  const subject = subjects.a2pBrand;
  const status = text(brand.status) || "UNKNOWN";
  if (status === "APPROVED") return { mark: "ok", subject, detail: copy.brand(sid, status) };
  if (!failedBrand.has(status)) return { mark: "warn", subject, ...copy.brandPending(sid, status) };
  const errors = Array.isArray(brand.errors) ? (brand.errors as JsonObject[]) : [];
  const reasons = [...errors.map((e) => text(e.description)), text(brand.failure_reason)];
  const found = copy.brandFailed(sid, status, reasons.filter(Boolean).join("; "));
  return { mark: "fail", subject, ...found };
}

function campaignLine(campaign: JsonObject): DoctorLine {
  const subject = subjects.a2pCampaign;
  const sid = text(campaign.sid);
  const status = text(campaign.campaign_status) || "UNKNOWN";
  const mark: Mark = status === "VERIFIED" ? "ok" : failedCampaign.has(status) ? "fail" : "warn";
  if (mark === "ok")
    return { mark, subject, detail: copy.campaign(sid, status, text(campaign.campaign_id)) };
  const found =
    mark === "fail" ? copy.campaignFailed(sid, status) : copy.campaignPending(sid, status);
  return { mark, subject, ...found };
}

/** The A2P 10DLC brand and campaign linked to the Messaging Service `sid`. */
async function registrationLines(rest: TwilioRest, sid: string): Promise<DoctorLine[]> {
  const campaign = await fetchCampaign(rest, sid);
  if (!campaign) return [{ mark: "fail", subject: subjects.a2pCampaign, ...copy.noCampaign(sid) }];
  const brandSid = text(campaign.brand_registration_sid);
  const brand = await guarded(subjects.a2pBrand, async () =>
    brandLine(brandSid, await fetchBrand(rest, brandSid)),
  );
  return [...brand, campaignLine(campaign)];
}

/** Texts of the last RECENT_DAYS days that failed because the sender is not registered. */
async function unregisteredLine(rest: TwilioRest, now: Date): Promise<DoctorLine> {
  const subject = subjects.error30034;
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const count = (await recentMessages(rest, since)).filter((m) => m.error_code === 30034).length;
  if (count === 0) return { mark: "ok", subject, detail: copy.none30034(RECENT_DAYS) };
  return { mark: "warn", subject, ...copy.some30034(count, RECENT_DAYS) };
}

/** Every line of `npm run sms -- check`, in print order. */
export async function smsCheckLines(config: Config, options: SmsCheckOptions) {
  const rest = twilioRest(config, options.timeoutMs);
  const service = config.TWILIO_MESSAGING_SERVICE_SID;
  const lines = await Promise.all([
    webhookLine(config, options),
    service ? guarded(subjects.a2pCampaign, () => registrationLines(rest, service)) : [],
    guarded(subjects.error30034, () => unregisteredLine(rest, options.now)),
    config.CALLS ? voiceNumberLines(config, options) : [],
  ]);
  return lines.flat();
}

/**
 * The doctor's lines; none when texting is off. With CALLS=on, each calling number's voice
 * settings too, its VoiceFallbackUrl among them (issue 54). It never changes anything at Twilio.
 */
export const twilioCheck: DoctorCheck = async ({ config, now, http }) => {
  if (config.SMS_PROVIDER !== "twilio") return [];
  const options = { fix: false, now, timeoutMs: http.timeoutMs };
  const lines = await Promise.all([
    webhookLine(config, options),
    config.CALLS ? voiceNumberLines(config, options) : [],
  ]);
  return lines.flat();
};
