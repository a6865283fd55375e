import type { Page, Route } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  adminRoutes,
  authRoutes,
  type EntryDetail,
  type InboxItem,
  type InboxList,
  type InboxListItem,
  type PersonMatch,
  type RegistrationOptions,
  type SessionInfo,
  type SignedIn,
  type SignInOptions,
} from "../../contracts/admin-api";
import { dayPhotoAt, dayPhotos, photoBytes, thumbnailBytes } from "./owners-day-photos";

/**
 * A stand-in for the inbox API (app/lib/admin-api.ts), answered from the page's own
 * request interception: the island's side of section 11 is tested before the server's
 * side exists. Every answer is typed by the shared contract, so a change there breaks
 * these fixtures at compile time.
 */

export const ownerEmail = "owner@ironwoodremodeling.example";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** An item of the stand-in's list: what the list and a lead's page both carry. */
export type StubItem = InboxItem & Pick<InboxListItem, "services">;

export function inboxItems(): StubItem[] {
  return [
    {
      id: "lead-dana",
      kind: "lead",
      createdAt: minutesAgo(7),
      status: "new",
      name: "Dana Whitfield",
      phone: "+16305550199",
      email: "dana.whitfield@example.com",
      summary: "Bathroom Remodeling, Tile Work",
      services: [
        { slug: "bathroom-remodeling", label: "Bathroom Remodeling", listed: true },
        { slug: "tile-work", label: "Tile Work", listed: true },
      ],
      photoCount: 2,
      minutesToContact: null,
      outsideServiceArea: false,
      unreadTexts: 0,
    },
    {
      id: "review-priya",
      kind: "review",
      createdAt: minutesAgo(95),
      status: "new",
      name: "Priya Natarajan",
      phone: "+16305550123",
      email: null,
      summary: "Google, Yelp",
      services: [],
      photoCount: 0,
      minutesToContact: null,
      outsideServiceArea: false,
      unreadTexts: 0,
    },
    {
      id: "lead-marcus",
      kind: "lead",
      createdAt: minutesAgo(60 * 26),
      status: "contacted",
      name: "Marcus Lee",
      phone: "+18155550142",
      email: "marcus.lee@example.com",
      summary: "Roofing",
      services: [{ slug: "roofing", label: "Roofing", listed: true }],
      photoCount: 0,
      minutesToContact: 12,
      outsideServiceArea: true,
      unreadTexts: 0,
    },
    {
      id: "lead-jordan",
      kind: "lead",
      createdAt: minutesAgo(60 * 24 * 6),
      status: "quoted",
      name: "Jordan Blake",
      phone: "+16305550177",
      email: "jordan.blake@example.com",
      summary: "Kitchen Remodeling, Flooring",
      services: [
        { slug: "kitchen-remodeling", label: "Kitchen Remodeling", listed: true },
        { slug: "flooring", label: "Flooring", listed: true },
      ],
      photoCount: 0,
      minutesToContact: 134,
      outsideServiceArea: false,
      unreadTexts: 0,
    },
  ];
}

export function entryDetail(item: StubItem): EntryDetail {
  return {
    ...item,
    fields: [
      { label: "Name", value: item.name },
      { label: "Phone", value: "(630) 555-0199" },
      { label: "E-mail", value: item.email ?? "" },
      { label: "Services", value: item.summary },
      { label: "ZIP code", value: "60540" },
      {
        label: "Project details",
        value: "Walk-in shower and a double vanity.\nBudget around 25k, hoping to start in May.",
      },
      { label: "Texts", value: "Yes" },
    ],
    notes: [
      {
        id: "note-1",
        author: ownerEmail,
        body: "Left a voicemail, will try again after 5.",
        createdAt: minutesAgo(5),
      },
    ],
    history: [
      { at: item.createdAt, actor: "system", change: "created", from: null, to: null },
      { at: minutesAgo(5), actor: ownerEmail, change: "note", from: null, to: null },
    ],
    deliveries: [
      {
        outboxId: "out-email",
        channel: "email",
        status: "delivered",
        attempts: 1,
        lastError: null,
        deliveredAt: minutesAgo(6),
      },
      {
        outboxId: "out-sms",
        channel: "sms",
        status: "failed",
        attempts: 9,
        lastError: "Twilio 30007: message filtered",
        deliveredAt: null,
      },
      {
        outboxId: "out-ack-email",
        channel: "ack_email",
        status: "skipped",
        attempts: 0,
        lastError: null,
        deliveredAt: null,
      },
    ],
    photos:
      item.photoCount > 0
        ? Array.from({ length: item.photoCount }, (_, index) => ({
            url: adminRoutes.photo(item.id, index),
            width: 320,
            height: 240,
          }))
        : [],
    texting: { texts: [], optedOut: false, stopRequest: null },
    // Dana's job is done: her page shows every mark of a review request (issue 37).
    reviewRequest:
      item.id === "lead-dana"
        ? {
            requestedAt: "2026-03-02T16:00:00.000Z",
            remindedAt: "2026-03-05T16:00:00.000Z",
            reminders: 1,
            openedAt: "2026-03-06T18:30:00.000Z",
            unsubscribedAt: null,
          }
        : null,
    wonValue: null,
  };
}

/** The sample photo's name under content/photos/, for a thumbnail made from it. */
function samplePhotoName(index: number): string {
  const names = dayPhotos["lead-dana"];
  return names[index % names.length] ?? names[0];
}

/** A real photo of the site's, served as a lead's upload would be. */
function samplePhoto(index: number): Buffer {
  const folder = join("public", "images", "bathroom");
  const files = readdirSync(folder).filter((name) => name.endsWith("-320.jpg"));
  return readFileSync(join(folder, files[index % files.length] ?? ""));
}

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
};

export type AdminStub = {
  signedIn: boolean;
  session: SessionInfo;
  /** The list's rows: a row's story (preview, town...) defaults to none (`listItem`). */
  items: (StubItem & Partial<InboxListItem>)[];
  medianMinutesToContact: number | null;
  entries: Map<string, EntryDetail>;
  /** The status the link request answers with: 202 as the server always does, or 429. */
  linkStatus: 202 | 429;
  /** Whether a posted invite or sign-in token is still good. */
  tokenValid: boolean;
  requests: RecordedRequest[];
  /** The requests made so far to one path (and method). */
  sent: (path: string, method?: string) => RecordedRequest[];
};

/** A stub's row as the server lists it: the name and phone as they are, no preview or town. */
export function listItem(item: StubItem & Partial<InboxListItem>): InboxListItem {
  return {
    displayName: item.name,
    displayPhone: item.phone,
    preview: "",
    previewFrom: "message",
    town: null,
    zip: null,
    optedOut: false,
    wonValue: null,
    ...item,
    financing: item.financing ?? false,
  };
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

export const registrationOptions: RegistrationOptions = {
  challengeId: "challenge-register",
  options: {
    challenge: base64url("a registration challenge of 32 b"),
    rp: { id: "localhost", name: "Ironwood Inbox" },
    user: { id: base64url("user-1"), name: ownerEmail, displayName: ownerEmail },
    pubKeyCredParams: [
      { type: "public-key", alg: -7 },
      { type: "public-key", alg: -257 },
    ],
    timeout: 60_000,
    attestation: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: [],
  },
};

export const signInOptions: SignInOptions = {
  challengeId: "challenge-sign-in",
  options: {
    challenge: base64url("a sign-in challenge of 32 bytes!"),
    rpId: "localhost",
    timeout: 60_000,
    userVerification: "required",
    allowCredentials: [],
  },
};

function json(route: Route, status: number, body?: unknown) {
  return body === undefined
    ? route.fulfill({ status })
    : route.fulfill({ status, contentType: "application/json", json: body });
}

/** Intercepts /api/auth/* and /api/admin/* for one page, and records what the island sent. */
export async function stubAdminApi(page: Page, init: Partial<AdminStub> = {}): Promise<AdminStub> {
  const items = init.items ?? inboxItems();
  const stub: AdminStub = {
    signedIn: false,
    session: { email: ownerEmail, passkeys: 1 },
    medianMinutesToContact: 18,
    entries: new Map(items.map((item) => [item.id, entryDetail(item)])),
    linkStatus: 202,
    tokenValid: true,
    requests: [],
    ...init,
    items,
    sent(path, method) {
      return this.requests.filter((r) => r.path === path && (!method || r.method === method));
    },
  };

  await page.route(/\/api\/(auth|admin)\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const path = url.pathname;
    let body: unknown = undefined;
    const text = request.postData();
    if (text) body = JSON.parse(text) as unknown;
    stub.requests.push({ method, path, query: url.searchParams, body });

    const signedIn: SignedIn = { email: stub.session.email };
    switch (path) {
      case authRoutes.redeemInvite:
      case authRoutes.redeemLink:
        if (!stub.tokenValid) return json(route, 410, { error: "This link was already used" });
        stub.signedIn = true;
        return json(route, 200, signedIn);
      case authRoutes.requestLink:
        return json(route, stub.linkStatus, stub.linkStatus === 429 ? { error: "Slow down" } : {});
      case authRoutes.passkeyOptions:
        return json(route, 200, signInOptions);
      case authRoutes.passkeySignIn:
        stub.signedIn = true;
        return json(route, 200, signedIn);
      case authRoutes.signOut:
        stub.signedIn = false;
        return json(route, 204);
    }
    if (!stub.signedIn) return json(route, 401, { error: "Sign in first" });

    if (path === adminRoutes.session) return json(route, 200, stub.session);
    if (path === adminRoutes.passkeyOptions) return json(route, 200, registrationOptions);
    if (path === adminRoutes.registerPasskey) {
      stub.session = { ...stub.session, passkeys: stub.session.passkeys + 1 };
      return json(route, 201, {});
    }
    if (path === adminRoutes.inbox) {
      const list: InboxList = {
        items: stub.items.map(listItem),
        medianMinutesToContact: stub.medianMinutesToContact,
      };
      return json(route, 200, list);
    }
    if (path === adminRoutes.erase) return json(route, 200, { leads: 1, reviewNotices: 0 });
    const matches = path.match(/^\/api\/admin\/entries\/([^/]+)\/matches$/);
    const matched = stub.entries.get(decodeURIComponent(matches?.[1] ?? ""));
    if (matches && matched) {
      const match: PersonMatch = {
        id: matched.id,
        kind: matched.kind,
        name: matched.name,
        email: matched.email,
        phone: matched.phone,
        createdAt: matched.createdAt,
        matchedBy: matched.email ? ["email", "phone"] : ["phone"],
      };
      return json(route, 200, { matches: [match] });
    }

    // A thumbnail of a photo or texted picture: made from the day's photo, or the sample's.
    const thumbnail = path.match(/\/(?:photos|media)\/(\d+)\/thumbnail-320\.(webp|jpg)$/);
    if (thumbnail) {
      const format = thumbnail[2] === "webp" ? "webp" : "jpg";
      return route.fulfill({
        status: 200,
        contentType: format === "webp" ? "image/webp" : "image/jpeg",
        body: await thumbnailBytes(
          dayPhotoAt(path) ?? samplePhotoName(Number(thumbnail[1])),
          format,
        ),
      });
    }
    const dayPhoto = dayPhotoAt(path);
    if (dayPhoto && /\/(photos|media)\/\d+$/.test(path)) {
      return route.fulfill({ status: 200, contentType: "image/jpeg", body: photoBytes(dayPhoto) });
    }
    const photo = path.match(/^\/api\/admin\/entries\/([^/]+)\/photos\/(\d+)$/);
    if (photo) {
      return route.fulfill({
        status: 200,
        contentType: "image/jpeg",
        body: samplePhoto(Number(photo[2])),
      });
    }
    const retry = path.match(/^\/api\/admin\/deliveries\/([^/]+)\/retry$/);
    if (retry) {
      for (const entry of stub.entries.values()) {
        for (const delivery of entry.deliveries) {
          if (delivery.outboxId === retry[1]) delivery.status = "pending";
        }
      }
      return json(route, 202, {});
    }
    const notes = path.match(/^\/api\/admin\/entries\/([^/]+)\/notes$/);
    const entryPath = path.match(/^\/api\/admin\/entries\/([^/]+)$/);
    const entry = stub.entries.get(decodeURIComponent((notes ?? entryPath)?.[1] ?? ""));
    if ((notes || entryPath) && !entry) return json(route, 404, { error: "Not found" });
    if (notes && entry && method === "POST") {
      const { body: note } = body as { body: string };
      entry.notes.push({
        id: `note-${entry.notes.length + 1}`,
        author: stub.session.email,
        body: note,
        createdAt: new Date().toISOString(),
      });
      return json(route, 201, {});
    }
    if (entryPath && entry && method === "PATCH") {
      const { status } = body as { status: EntryDetail["status"] };
      entry.history.push({
        at: new Date().toISOString(),
        actor: stub.session.email,
        change: "status",
        from: entry.status,
        to: status,
      });
      entry.status = status;
      return json(route, 200, entry);
    }
    if (entryPath && entry) return json(route, 200, entry);
    return json(route, 404, { error: "Not found" });
  });
  return stub;
}

/**
 * The server sends the /admin page for every path under it; until its side lands, the
 * page's own file answers a lead's address here.
 */
export async function serveAdminPageForLeadPaths(page: Page, baseURL: string) {
  await page.route(/\/admin\/leads\//, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch({ url: `${baseURL}/admin` });
    return route.fulfill({ response });
  });
}

/**
 * Chrome's virtual authenticator (CDP WebAuthn domain): a platform passkey that verifies
 * its user at once, so registration and sign-in run without a prompt.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}
