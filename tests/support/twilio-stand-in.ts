import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Twilio's Messages API (2010-04-01), speaking the documented
 * protocol over real HTTP: Basic auth, form fields in, JSON out, Twilio's error codes.
 * Tests point TWILIO_API_URL at `url` and script failures and final statuses.
 */

export type StandInMessage = {
  sid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
  statusCallback?: string;
  /** When the request arrived, by the stand-in's clock. */
  receivedAt: Date;
  /** What a GET of the message answers: the scripted final state, or the default. */
  status: string;
  errorCode: number | null;
};

export type TwilioStandIn = {
  url: string;
  accountSid: string;
  authToken: string;
  /** Every text accepted (answered 201), in order of arrival. */
  messages: StandInMessage[];
  /** Every POST, accepted or not, with the status it was answered. */
  attempts: { to: string; status: number; receivedAt: Date }[];
  /** The next `count` sends are answered `status` (500 or 429) and not recorded as messages. */
  failNext(count: number, status?: 429 | 500 | 503): void;
  /** Sends to `to` are refused as Twilio refuses an invalid number (400, code 21211 by default). */
  rejectTo(to: string, code?: number, message?: string): void;
  /** Texts to `to` end in `status` instead of the default; undelivered and failed carry 30034. */
  finalStatusFor(to: string, status: string, errorCode?: number | null): void;
  /** Changes an accepted text's state, as a carrier's receipt would. */
  settle(sid: string, status: string, errorCode?: number | null): void;
  /** The account's numbers and Messaging Services, for `npm run sms -- check` (see below). */
  phoneSetup: PhoneSetupStandIn;
  /** Serves `bytes` as a message's media, behind the account's auth; returns its URL. */
  addMedia(bytes: Buffer, contentType: string): string;
  close(): Promise<void>;
};

export type TwilioStandInOptions = {
  accountSid?: string;
  authToken?: string;
  /** The state every text reaches unless scripted; "sent" keeps texts waiting for a receipt. */
  defaultStatus?: string;
  now?: () => Date;
  /** Answers more resources (tests/support/twilio-voice-stand-in.ts); false passes on. */
  answer?: (method: string, url: string, response: ServerResponse) => boolean;
};

const E164 = /^\+[1-9]\d{1,14}$/;

/** A failed text carries a carrier's code; 30034 (unregistered sender) is today's usual one. */
function defaultErrorCode(status: string): number | null {
  return status === "undelivered" || status === "failed" ? 30034 : null;
}

function newSid(prefix: string): string {
  return `${prefix}${randomBytes(16).toString("hex")}`;
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

function twilioError(response: ServerResponse, status: number, code: number, message: string) {
  sendJson(response, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startTwilioStandIn(
  options: TwilioStandInOptions = {},
): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? newSid("AC");
  const authToken = options.authToken ?? randomBytes(16).toString("hex");
  const now = options.now ?? (() => new Date());
  const messages: StandInMessage[] = [];
  const attempts: TwilioStandIn["attempts"] = [];
  const failures: number[] = [];
  const rejections = new Map<string, { code: number; message: string }>();
  const finals = new Map<string, { status: string; errorCode: number | null }>();
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  const base = `/2010-04-01/Accounts/${accountSid}/Messages`;
  const phoneSetup = phoneSetupStandIn(accountSid, messages, (m) => resource(m, m.status));
  const mediaFiles = new Map<string, { bytes: Buffer; type: string }>();

  function resource(message: StandInMessage, status: string) {
    return {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from ?? null,
      messaging_service_sid: message.messagingServiceSid ?? null,
      body: message.body,
      status,
      error_code: status === message.status ? message.errorCode : null,
      error_message: null,
      num_segments: String(Math.ceil(message.body.length / 153) || 1),
      date_created: message.receivedAt.toUTCString(),
      api_version: "2010-04-01",
      uri: `${base}/${message.sid}.json`,
    };
  }

  function create(form: URLSearchParams, response: ServerResponse, receivedAt: Date) {
    const to = form.get("To") ?? "";
    const body = form.get("Body") ?? "";
    const from = form.get("From") ?? undefined;
    const messagingServiceSid = form.get("MessagingServiceSid") ?? undefined;
    const answer = (status: number) => attempts.push({ to, status, receivedAt });
    const failure = failures.shift();
    if (failure !== undefined) {
      answer(failure);
      return twilioError(response, failure, failure === 429 ? 20429 : 20500, "Scripted failure");
    }
    const reject = (code: number, message: string) => {
      answer(400);
      twilioError(response, 400, code, message);
    };
    const rejection = rejections.get(to);
    if (rejection) return reject(rejection.code, rejection.message);
    if (!to) return reject(21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return reject(21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !messagingServiceSid) return reject(21603, "A 'From' phone number is required.");
    if (!body) return reject(21602, "Message body is required.");
    if (body.length > 1600)
      return reject(21617, "The concatenated message body exceeds the 1600 character limit.");
    const final = finals.get(to) ?? {
      status: options.defaultStatus ?? "delivered",
      errorCode: null,
    };
    const message: StandInMessage = {
      sid: newSid("SM"),
      to,
      from,
      messagingServiceSid,
      body,
      statusCallback: form.get("StatusCallback") ?? undefined,
      receivedAt,
      ...final,
    };
    messages.push(message);
    answer(201);
    sendJson(response, 201, resource(message, "queued"));
  }

  const server = createServer((request, response) => {
    const receivedAt = now();
    void readBody(request).then((text) => {
      if (request.headers.authorization !== expectedAuth) {
        return twilioError(response, 401, 20003, "Authenticate");
      }
      const path = (request.url ?? "").split("?")[0] ?? "";
      if (request.method === "POST" && path === `${base}.json`) {
        return create(new URLSearchParams(text), response, receivedAt);
      }
      const media = request.method === "GET" ? mediaFiles.get(path) : undefined;
      if (media) {
        return response.writeHead(200, { "content-type": media.type }).end(media.bytes);
      }
      const sid = request.method === "GET" ? /^\/(\w+)\.json$/.exec(path.slice(base.length)) : null;
      const message = sid ? messages.find((m) => m.sid === sid[1]) : undefined;
      if (message) return sendJson(response, 200, resource(message, message.status));
      if (phoneSetup.answer(request.method ?? "GET", request.url ?? "", text, response)) return;
      if (options.answer?.(request.method ?? "GET", request.url ?? "", response)) return;
      twilioError(response, 404, 20404, `The requested resource ${path} was not found`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    attempts,
    failNext(count, status = 500) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    rejectTo(to, code = 21211, message = `The 'To' number ${to} is not a valid phone number.`) {
      rejections.set(to, { code, message });
    },
    finalStatusFor(to, status, errorCode = defaultErrorCode(status)) {
      finals.set(to, { status, errorCode });
    },
    settle(sid, status, errorCode = defaultErrorCode(status)) {
      const message = messages.find((m) => m.sid === sid);
      if (!message) throw new Error(`No message ${sid}`);
      Object.assign(message, { status, errorCode });
    },
    phoneSetup,
    addMedia: (bytes, type) =>
      addMediaFile(mediaFiles, base, `http://127.0.0.1:${port}`, bytes, type),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/*
 * The account's phone setup, as `npm run sms -- check` reads and fixes it: the
 * IncomingPhoneNumbers resource and the Messages list (api.twilio.com, 2010-04-01), and
 * Messaging Services with their A2P 10DLC campaign and brand (messaging.twilio.com, v1).
 * Both hosts are this one server: tests point TWILIO_MESSAGING_API_URL at `url` too.
 */

export type StandInNumber = {
  sid: string;
  phoneNumber: string;
  smsUrl: string;
  smsMethod: string;
  statusCallback: string;
  statusCallbackMethod: string;
  /** Voice (issue 54): where a call goes, and where it goes when that fails. */
  voiceUrl?: string;
  voiceMethod?: string;
  voiceFallbackUrl?: string;
};

export type StandInService = {
  sid: string;
  inboundRequestUrl: string | null;
  inboundMethod: string;
  useInboundWebhookOnNumber: boolean;
  /** The A2P 10DLC campaign (Compliance/Usa2p) and its brand, once registered. */
  campaign?: { sid: string; campaignStatus: string; campaignId: string | null; brandSid: string };
};

export type PhoneSetupStandIn = {
  numbers: StandInNumber[];
  services: StandInService[];
  /** Brand registrations by SID: their status (APPROVED, PENDING, FAILED...). */
  brands: Map<string, { status: string; errors: { code: number; description: string }[] }>;
  /** Every POST that changed a number or a service, with its form fields. */
  updates: { path: string; fields: Record<string, string> }[];
  addNumber(
    phoneNumber: string,
    urls?: { smsUrl?: string; statusCallback?: string },
  ): StandInNumber;
  addService(settings?: {
    inboundRequestUrl?: string | null;
    useInboundWebhookOnNumber?: boolean;
  }): StandInService;
  /** Links a campaign in `campaignStatus` (VERIFIED, IN_PROGRESS, FAILED) of a brand in `brandStatus`. */
  registerCampaign(
    serviceSid: string,
    states: { brandStatus: string; campaignStatus: string },
  ): void;
  /** Answers a request this part knows; false leaves the answer to the caller. */
  answer(method: string, url: string, body: string, response: ServerResponse): boolean;
};

/** A list page as Twilio's 2010 API writes one; `key` names the array. */
function legacyPage(key: string, path: string, items: object[], pageSize: number) {
  return {
    [key]: items.slice(0, pageSize),
    page: 0,
    page_size: pageSize,
    start: 0,
    end: Math.max(Math.min(items.length, pageSize) - 1, 0),
    uri: path,
    first_page_uri: path,
    next_page_uri: null,
    previous_page_uri: null,
  };
}

function phoneSetupStandIn(
  accountSid: string,
  messages: readonly StandInMessage[],
  messageResource: (message: StandInMessage) => object,
): PhoneSetupStandIn {
  const numbers: StandInNumber[] = [];
  const services: StandInService[] = [];
  const brands: PhoneSetupStandIn["brands"] = new Map();
  const updates: PhoneSetupStandIn["updates"] = [];
  const accountPath = `/2010-04-01/Accounts/${accountSid}`;

  const numberResource = (n: StandInNumber) => ({
    sid: n.sid,
    account_sid: accountSid,
    phone_number: n.phoneNumber,
    friendly_name: n.phoneNumber,
    sms_url: n.smsUrl,
    sms_method: n.smsMethod,
    status_callback: n.statusCallback,
    status_callback_method: n.statusCallbackMethod,
    voice_url: n.voiceUrl ?? "",
    voice_method: n.voiceMethod ?? "POST",
    voice_fallback_url: n.voiceFallbackUrl ?? "",
    capabilities: { sms: true, mms: true, voice: true, fax: false },
    api_version: "2010-04-01",
    uri: `${accountPath}/IncomingPhoneNumbers/${n.sid}.json`,
  });

  const serviceResource = (s: StandInService) => ({
    sid: s.sid,
    account_sid: accountSid,
    friendly_name: "Lead texts",
    inbound_request_url: s.inboundRequestUrl,
    inbound_method: s.inboundMethod,
    use_inbound_webhook_on_number: s.useInboundWebhookOnNumber,
    us_app_to_person_registered: s.campaign?.campaignStatus === "VERIFIED",
    url: `https://messaging.twilio.com/v1/Services/${s.sid}`,
  });

  const campaignResource = (s: StandInService) => ({
    sid: s.campaign?.sid,
    account_sid: accountSid,
    messaging_service_sid: s.sid,
    brand_registration_sid: s.campaign?.brandSid,
    campaign_status: s.campaign?.campaignStatus,
    campaign_id: s.campaign?.campaignId,
    us_app_to_person_usecase: "CUSTOMER_CARE",
    errors: [],
  });

  /** The Messages list, newest first; `DateSent>` (YYYY-MM-DD, UTC) keeps texts from that day on. */
  function messageList(query: URLSearchParams): object[] {
    const since = query.get("DateSent>");
    return messages
      .filter((m) => !since || m.receivedAt.toISOString().slice(0, 10) >= since)
      .toReversed()
      .map(messageResource);
  }

  function updateNumber(n: StandInNumber, form: URLSearchParams) {
    n.smsUrl = form.get("SmsUrl") ?? n.smsUrl;
    n.smsMethod = form.get("SmsMethod") ?? n.smsMethod;
    n.statusCallback = form.get("StatusCallback") ?? n.statusCallback;
    n.statusCallbackMethod = form.get("StatusCallbackMethod") ?? n.statusCallbackMethod;
    n.voiceUrl = form.get("VoiceUrl") ?? n.voiceUrl;
    n.voiceMethod = form.get("VoiceMethod") ?? n.voiceMethod;
    n.voiceFallbackUrl = form.get("VoiceFallbackUrl") ?? n.voiceFallbackUrl;
  }

  function updateService(s: StandInService, form: URLSearchParams) {
    if (form.has("InboundRequestUrl")) s.inboundRequestUrl = form.get("InboundRequestUrl");
    s.inboundMethod = form.get("InboundMethod") ?? s.inboundMethod;
    const useNumber = form.get("UseInboundWebhookOnNumber");
    if (useNumber !== null) s.useInboundWebhookOnNumber = useNumber === "true";
  }

  return {
    numbers,
    services,
    brands,
    updates,
    addNumber(phoneNumber, urls = {}) {
      const number: StandInNumber = {
        sid: newSid("PN"),
        phoneNumber,
        // A new number answers texts with Twilio's demo reply until someone sets its URL.
        smsUrl: urls.smsUrl ?? "https://demo.twilio.com/welcome/sms/reply",
        smsMethod: "POST",
        statusCallback: urls.statusCallback ?? "",
        statusCallbackMethod: "POST",
      };
      numbers.push(number);
      return number;
    },
    addService(settings = {}) {
      const service: StandInService = {
        sid: newSid("MG"),
        inboundRequestUrl: settings.inboundRequestUrl ?? null,
        inboundMethod: "POST",
        useInboundWebhookOnNumber: settings.useInboundWebhookOnNumber ?? false,
      };
      services.push(service);
      return service;
    },
    registerCampaign(serviceSid, { brandStatus, campaignStatus }) {
      const service = services.find((s) => s.sid === serviceSid);
      if (!service) throw new Error(`No service ${serviceSid}`);
      const brandSid = newSid("BN");
      const errors =
        brandStatus === "FAILED"
          ? [{ code: 30794, description: "The brand's tax ID does not match its name." }]
          : [];
      brands.set(brandSid, { status: brandStatus, errors });
      const campaignId = campaignStatus === "VERIFIED" ? "CABCDEF" : null;
      service.campaign = { sid: newSid("QE"), campaignStatus, campaignId, brandSid };
    },
    answer(method, url, body, response) {
      const [path = "", search = ""] = url.split("?");
      const query = new URLSearchParams(search);
      const form = new URLSearchParams(body);
      const pageSize = Math.min(Number(query.get("PageSize") ?? 50) || 50, 1000);
      if (method === "GET" && path === `${accountPath}/Messages.json`) {
        sendJson(response, 200, legacyPage("messages", url, messageList(query), pageSize));
        return true;
      }
      if (method === "GET" && path === `${accountPath}/IncomingPhoneNumbers.json`) {
        const wanted = query.get("PhoneNumber");
        const found = numbers.filter((n) => !wanted || n.phoneNumber === wanted);
        const page = legacyPage("incoming_phone_numbers", url, found.map(numberResource), pageSize);
        sendJson(response, 200, page);
        return true;
      }
      const numberSid = /^\/IncomingPhoneNumbers\/(PN\w+)\.json$/.exec(
        path.slice(accountPath.length),
      )?.[1];
      const number = numbers.find((n) => n.sid === numberSid);
      if (number && path.startsWith(accountPath) && method === "POST") {
        updates.push({ path, fields: Object.fromEntries(form) });
        updateNumber(number, form);
        sendJson(response, 200, numberResource(number));
        return true;
      }
      const serviceMatch = /^\/v1\/Services\/(MG\w+)(\/Compliance\/Usa2p)?$/.exec(path);
      const service = services.find((s) => s.sid === serviceMatch?.[1]);
      if (service && serviceMatch?.[2]) {
        const compliance = service.campaign ? [campaignResource(service)] : [];
        sendJson(response, 200, {
          compliance,
          meta: { page: 0, page_size: 50, key: "compliance" },
        });
        return true;
      }
      if (service && method === "POST") {
        updates.push({ path, fields: Object.fromEntries(form) });
        updateService(service, form);
      }
      if (service) {
        sendJson(response, 200, serviceResource(service));
        return true;
      }
      const brandSid = /^\/v1\/a2p\/BrandRegistrations\/(BN\w+)$/.exec(path)?.[1];
      const brand = brandSid ? brands.get(brandSid) : undefined;
      if (brand) {
        sendJson(response, 200, { sid: brandSid, account_sid: accountSid, ...brand });
        return true;
      }
      return false;
    },
  };
}

/**
 * A picture message's media, as Twilio keeps it under the message
 * (.../Messages/MM.../Media/ME...), readable with the account's credentials.
 */
function addMediaFile(
  files: Map<string, { bytes: Buffer; type: string }>,
  base: string,
  origin: string,
  bytes: Buffer,
  type: string,
): string {
  const path = `${base}/${newSid("MM")}/Media/${newSid("ME")}`;
  files.set(path, { bytes, type });
  return `${origin}${path}`;
}
