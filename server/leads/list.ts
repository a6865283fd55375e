import type { Kysely } from "kysely";
import { serviceLabels } from "../db/lead-services";
import type { Channel, Database, OutboxStatus } from "../db/schema";
import { type LeadFacts, leadFacts, leadFactsById } from "./lead-facts";

export type Delivery = {
  status: OutboxStatus | "missing";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  /** The digest that lists this lead, when the per-minute cap held it back. */
  digestId: string | null;
};

export type Submission =
  | ({
      type: "contact";
      id: string;
      createdAt: string;
      name: string;
      email: string;
      phone: string;
      service: string;
      message: string;
      smsConsent: string;
      delivery: Delivery;
      /** Every other channel's state (sms, webhook, ack_email, ack_sms), by channel. */
      channels: ChannelStates;
    } & LeadFacts)
  | {
      type: "review";
      id: string;
      createdAt: string;
      name: string;
      phone: string;
      reviewPlatforms: string[];
      reviewCount: number;
      message: string;
      delivery: Delivery;
      channels: ChannelStates;
    };

export type ChannelStates = Partial<Record<Exclude<Channel, "email">, Delivery>>;

type OutboxColumns = {
  status: OutboxStatus | null;
  attempts: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  digest_id: string | null;
};

function delivery(row: OutboxColumns): Delivery {
  return {
    status: row.status ?? "missing",
    attempts: row.attempts ?? 0,
    lastError: row.last_error,
    // Only a row still waiting has a next attempt worth showing.
    nextAttemptAt:
      row.status === "pending" || row.status === "sending" || row.status === "confirming"
        ? row.next_attempt_at
        : null,
    digestId: row.digest_id,
    deliveredAt: row.delivered_at,
  };
}

/** Every lead and review notice since a moment, oldest first, with its delivery state. */
export async function listSubmissions(
  db: Kysely<Database>,
  { since }: { since?: Date } = {},
): Promise<Submission[]> {
  const from = (since ?? new Date(0)).toISOString();
  const outboxColumns = [
    "outbox.status",
    "outbox.attempts",
    "outbox.last_error",
    "outbox.next_attempt_at",
    "outbox.delivered_at",
    "outbox.digest_id",
  ] as const;

  const leads = await db
    .selectFrom("leads")
    .leftJoin("outbox", (join) =>
      join
        .onRef("outbox.ref_id", "=", "leads.id")
        .on("outbox.kind", "=", "contact")
        .on("outbox.channel", "=", "email"),
    )
    .select([
      "leads.id",
      "leads.created_at",
      "leads.name",
      "leads.email",
      "leads.phone",
      "leads.service",
      "leads.services",
      "leads.message",
      "leads.sms_consent",
      ...outboxColumns,
    ])
    .where("leads.created_at", ">=", from)
    .execute();

  const reviews = await db
    .selectFrom("review_notices")
    .leftJoin("outbox", (join) =>
      join
        .onRef("outbox.ref_id", "=", "review_notices.id")
        .on("outbox.kind", "=", "review_completion")
        .on("outbox.channel", "=", "email"),
    )
    .select([
      "review_notices.id",
      "review_notices.created_at",
      "review_notices.client_name",
      "review_notices.client_phone",
      "review_notices.review_platforms",
      "review_notices.review_count",
      "review_notices.message",
      ...outboxColumns,
    ])
    .where("review_notices.created_at", ">=", from)
    .execute();

  const channels = await otherChannels(db, since);
  const facts = await leadFactsById(db, since);
  const all: Submission[] = [
    ...leads.map((row): Submission => ({
      type: "contact",
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      phone: row.phone,
      service: serviceLabels(row),
      message: row.message,
      smsConsent: row.sms_consent,
      ...(facts.get(row.id) ?? noFacts),
      delivery: delivery(row),
      channels: channels.get(row.id) ?? {},
    })),
    ...reviews.map((row): Submission => ({
      type: "review",
      id: row.id,
      createdAt: row.created_at,
      name: row.client_name,
      phone: row.client_phone,
      reviewPlatforms: parsePlatforms(row.review_platforms),
      reviewCount: row.review_count,
      message: row.message,
      delivery: delivery(row),
      channels: channels.get(row.id) ?? {},
    })),
  ];
  return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The rows of every channel but the owner's e-mail, per lead or notice, since a moment. */
async function otherChannels(
  db: Kysely<Database>,
  since: Date | undefined,
): Promise<Map<string, ChannelStates>> {
  let query = db
    .selectFrom("outbox")
    .select([
      "ref_id",
      "channel",
      "status",
      "attempts",
      "last_error",
      "next_attempt_at",
      "delivered_at",
      "digest_id",
    ])
    .where("channel", "!=", "email")
    .where("kind", "!=", "digest");
  if (since) query = query.where("created_at", ">=", since.toISOString());
  const states = new Map<string, ChannelStates>();
  for (const row of await query.execute()) {
    if (row.channel === "email") continue;
    const state = states.get(row.ref_id) ?? {};
    state[row.channel] = delivery(row);
    states.set(row.ref_id, state);
  }
  return states;
}

/** A lead erased between the two reads: listed as it was, without its facts. */
const noFacts: LeadFacts = leadFacts({
  status: "new",
  zip: null,
  contact_preference: null,
  best_time: null,
  outside_service_area: 0,
  photo_count: 0,
  won_value: null,
  first_touch: null,
  last_touch: null,
});

function parsePlatforms(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}
