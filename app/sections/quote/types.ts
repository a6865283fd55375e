import type { quoteFormVariants } from "~content/forms";
import type { ProjectDetails } from "~contracts/project-details";
import type { QuoteField, QuoteFormData } from "~contracts/quote-schema";
import type { ShrunkPhoto } from "~/lib/shrink-photo";
import type { ExtraField } from "~/lib/submit-quote";

/*
 * The quote form's types, in one module that imports none of the form's own: its hooks and
 * controls all read them from here, so no two of them need each other's types.
 */

/** "quote" or "financing": which of the variants in content/forms.ts a form is. */
export type FormVariant = keyof typeof quoteFormVariants;

/** What a variant asks for and how it words it. */
export type VariantRules = (typeof quoteFormVariants)[FormVariant];

/** The quote form's fields and the project's details: what a draft keeps. */
export type QuoteFields = QuoteFormData & ProjectDetails;

/** The form's data: its fields, plus developer mode's extra fields (never in a draft). */
export type QuoteData = QuoteFields & { extraFields: readonly ExtraField[] };

/** The form's fields in order, the photos among them: a refused photo is shown beside them. */
export type ContactField = QuoteField | "photos";

/**
 * A photo ready to send: shrunk to JPEG, with an id that stays while others are removed,
 * and the object URL its thumbnail shows, revoked when the photo goes.
 */
export type ChosenPhoto = ShrunkPhoto & { id: number; url: string };

/** The photos the visitor chose, as `usePhotos` keeps them. */
export type Photos = {
  photos: readonly ChosenPhoto[];
  /** How many chosen files are still being shrunk. */
  preparing: number;
  /** Why a chosen file was left out: not a photo, too large, unreadable, or one too many. */
  notices: readonly string[];
  add: (files: readonly File[]) => void;
  remove: (id: number) => void;
  /** Drops every photo, and those still being prepared: the form was sent or closed. */
  clear: () => void;
  /** The photos to send, once every photo still being prepared is ready. */
  settled: () => Promise<readonly ChosenPhoto[]>;
};
