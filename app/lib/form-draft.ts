import {
  givenDetails,
  readProjectDetails,
  type ProjectDetails,
} from "../../contracts/project-details";
import type { QuoteFormData } from "../../contracts/quote-schema";
import { serviceOptions } from "~content/services";

/**
 * sessionStorage drafts of the quote forms: one per form, gone when the tab closes. A draft
 * keeps the text and choices, the project details among them, but never the photos: they
 * are megabytes, and a visitor who reloads picks them again.
 */
export type QuoteDraft = QuoteFormData & Partial<ProjectDetails>;

const prefix = "quote-draft:";

/** Where the draft of a form lives in sessionStorage. */
export function draftStorageKey(key: string): string {
  return prefix + key;
}
const knownServices = new Set<string>(serviceOptions.map((option) => option.value));

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): drafts are a nicety.
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 5_000) : "";
}

/** Reads a draft, keeping only well-formed fields: storage is user-controlled input. */
export function readDraft(key: string): QuoteDraft | null {
  const raw = storage()?.getItem(draftStorageKey(key));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const draft = value as Record<string, unknown>;
    const services = Array.isArray(draft.services)
      ? draft.services.filter((s): s is string => typeof s === "string" && knownServices.has(s))
      : [];
    return {
      name: text(draft.name),
      email: text(draft.email),
      phone: text(draft.phone),
      services: [...new Set(services)],
      message: text(draft.message),
      smsConsent: draft.smsConsent === true,
      ...givenDetails(readProjectDetails(draft)),
    };
  } catch {
    return null;
  }
}

function isEmpty(data: QuoteDraft): boolean {
  const noDetails = !data.zip && !data.contactPreference && !data.bestTime;
  return (
    noDetails &&
    !data.name &&
    !data.email &&
    !data.phone &&
    !data.message &&
    data.services.length === 0
  );
}

export function writeDraft(key: string, data: QuoteDraft): void {
  const store = storage();
  if (!store) return;
  try {
    if (isEmpty(data)) store.removeItem(prefix + key);
    else store.setItem(prefix + key, JSON.stringify(data));
  } catch {
    // Quota exceeded: keep working without a draft.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(prefix + key);
}
