import {
  adminApiPrefix,
  adminRoutes,
  authRoutes,
  type EntryDetail,
  type EntryStatus,
  type InboxList,
  type PersonMatches,
  type RegistrationOptions,
  type ReviewRequestPreview,
  type ReviewRequestQueued,
  type SecurityInfo,
  type SessionInfo,
  type SourcePeriod,
  type SourceReport,
  type SourceTouch,
  type SignedIn,
  type SignInOptions,
  type StatusChanged,
  type TextQueued,
} from "~contracts/admin-api";
import {
  type Agenda,
  scheduleApi,
  type ScheduleInfo,
  type ScheduleRules,
  type VisitFeedMade,
} from "~contracts/admin-schedule";
import { type LeadVisit, visitApi, type VisitSaved } from "~contracts/admin-visit";
import { forgetInboxOnDevice } from "./forget-on-device";
import { inboxUrl, type InboxQuery } from "./inbox-query";

/**
 * A refused or failed call: the HTTP status (0 when the server could not be reached) and
 * the server's own `error` text when it sent one.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's whole JSON, for a refusal that says more than its words (a field). */
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = "ApiFailure";
  }
}

export function isApiFailure(error: unknown, status?: number): error is ApiFailure {
  return error instanceof ApiFailure && (status === undefined || error.status === status);
}

type Call = { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown };

/**
 * Every call the inbox makes, in one place. Calls are same-origin with the session cookie;
 * a state change sends JSON, so the browser adds its Origin for the server's check. A 401
 * from /api/admin/ means the session is gone: `onSignedOut` sends the island back to the
 * sign-in screen, whatever screen made the call.
 */
export function createAdminClient({ onSignedOut }: { onSignedOut: () => void }) {
  async function call(url: string, { method = "GET", body }: Call = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        credentials: "same-origin",
        headers: {
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: "no-store",
      });
    } catch {
      throw new ApiFailure(0, "network");
    }
    if (response.status === 401 && url.startsWith(adminApiPrefix)) onSignedOut();
    const text = await response.text().catch(() => "");
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = undefined;
      }
    }
    if (!response.ok) {
      const error =
        typeof data === "object" &&
        data !== null &&
        "error" in data &&
        typeof data.error === "string"
          ? data.error
          : response.statusText;
      throw new ApiFailure(response.status, error, data);
    }
    return data;
  }

  // The server's answers are typed by the shared contract (app/lib/admin-api.ts).
  const get = <T>(url: string) => call(url) as Promise<T>;
  const post = <T>(url: string, body: unknown = {}) =>
    call(url, { method: "POST", body }) as Promise<T>;

  return {
    session: () => get<SessionInfo>(adminRoutes.session),
    redeem: (kind: "invite" | "link", token: string) =>
      post<SignedIn>(kind === "invite" ? authRoutes.redeemInvite : authRoutes.redeemLink, {
        token,
      }),
    requestLink: (email: string) => post<unknown>(authRoutes.requestLink, { email }),
    signInOptions: () => post<SignInOptions>(authRoutes.passkeyOptions),
    signIn: (challengeId: string, response: unknown) =>
      post<unknown>(authRoutes.passkeySignIn, { challengeId, response }),
    registrationOptions: () => post<RegistrationOptions>(adminRoutes.passkeyOptions),
    registerPasskey: (challengeId: string, response: unknown) =>
      post<unknown>(adminRoutes.registerPasskey, { challengeId, response }),
    /** Signs out, then forgets on this device what the inbox left, however the server answered. */
    signOut: async () => {
      try {
        return await post<unknown>(authRoutes.signOut);
      } finally {
        await forgetInboxOnDevice();
      }
    },
    inbox: (query: InboxQuery) => get<InboxList>(inboxUrl(query)),
    entry: (id: string) => get<EntryDetail>(adminRoutes.entry(id)),
    /** reviewRequest false: Completed without its review request (issue 52). */
    setStatus: (id: string, status: EntryStatus, value?: number, reviewRequest?: boolean) =>
      call(adminRoutes.entry(id), {
        method: "PATCH",
        body: {
          status,
          ...(value === undefined ? {} : { value }),
          ...(reviewRequest === undefined ? {} : { reviewRequest }),
        },
      }) as Promise<StatusChanged>,
    /** When a review request queued now would go, before the owner confirms it. */
    reviewPreview: (id: string, on: "completed" | "now") =>
      get<ReviewRequestPreview>(adminRoutes.reviewRequestPreview(id, on)),
    /** Takes back a message the inbox queued to a homeowner, before it goes; 409 once it went. */
    undo: (outboxIds: string[]) => post<unknown>(adminRoutes.undo, { outboxIds }),
    /** Names a lead that came from an unknown number; 409 for a name the homeowner gave. */
    setName: (id: string, name: string) => post<EntryDetail>(adminRoutes.name(id), { name }),
    addNote: (id: string, body: string) => post<unknown>(adminRoutes.notes(id), { body }),
    retryDelivery: (outboxId: string) => post<unknown>(adminRoutes.retryDelivery(outboxId)),
    sendReviewRequest: (id: string) => post<ReviewRequestQueued>(adminRoutes.reviewRequest(id)),
    sendText: (id: string, body: string) => post<TextQueued>(adminRoutes.texts(id), { body }),
    markTextsRead: (id: string) => post<unknown>(adminRoutes.textsRead(id)),
    recordOptOut: (id: string) => post<unknown>(adminRoutes.textOptOut(id)),
    personMatches: (id: string) => get<PersonMatches>(adminRoutes.personMatches(id)),
    /** Erases the leads and notices the owner ticked among the entry's matches. */
    erase: (entry: string, ids: string[]) => post<unknown>(adminRoutes.erase, { entry, ids }),
    security: () => get<SecurityInfo>(adminRoutes.security),
    sources: (days: SourcePeriod, touch: SourceTouch) =>
      get<SourceReport>(`${adminRoutes.sources}?${new URLSearchParams({ days, touch })}`),
    removePasskey: (id: string) => call(adminRoutes.passkey(id), { method: "DELETE" }),
    removeSession: (id: string) => call(adminRoutes.sessionById(id), { method: "DELETE" }),
    schedule: () => get<ScheduleInfo>(scheduleApi.schedule),
    saveSchedule: (rules: ScheduleRules) => post<ScheduleInfo>(scheduleApi.schedule, { rules }),
    /** The address is sent once, here; the server answers it only masked. */
    addFeed: (label: string, url: string) => post<ScheduleInfo>(scheduleApi.feeds, { label, url }),
    removeFeed: (id: string) => call(scheduleApi.feed(id), { method: "DELETE" }),
    agenda: () => get<Agenda>(scheduleApi.agenda),
    /** A new private feed address (the old one stops working); shown to the owner once. */
    makeVisitFeed: () => post<VisitFeedMade>(scheduleApi.visitFeed),
    turnOffVisitFeed: () => call(scheduleApi.visitFeed, { method: "DELETE" }),
    /** A lead's visit and the open times; book or move it (409: just taken), or cancel it. */
    leadVisit: (id: string) => get<LeadVisit>(visitApi.visit(id)),
    saveVisit: (id: string, start: number, street: string) =>
      post<VisitSaved>(visitApi.visit(id), { start, street }),
    cancelVisit: (id: string) =>
      call(visitApi.visit(id), { method: "DELETE" }) as Promise<VisitSaved>,
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
