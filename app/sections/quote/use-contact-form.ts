import { useCallback, useEffect, useMemo, useRef } from "react";
import { useFormSubmission, type Controls } from "~/components/form/use-form-submission";
import {
  fieldOrder,
  messages,
  validateQuoteForm,
  type QuoteFormData,
} from "~contracts/quote-schema";
import { filterTyped, type FilteredField } from "~/lib/input-filters";
import {
  givenDetails,
  noProjectDetails,
  readProjectDetails,
  validateProjectDetails,
  type ProjectDetails,
} from "~contracts/project-details";
import { preselectedOption } from "~content/service-lookup";
import type { ExtraField } from "~/lib/submit-quote";
import { useFormDraft } from "~/hooks/use-form-draft";
import {
  useTypedBeforeHydration,
  type TypedBeforeHydration,
} from "~/hooks/use-typed-before-hydration";
import { usePhotos } from "./use-photos";
import { useQuoteSend } from "./use-quote-send";
import type { ContactField, QuoteData, QuoteFields, VariantRules } from "./types";

const contactOrder: readonly ContactField[] = [
  ...fieldOrder.slice(0, fieldOrder.indexOf("message") + 1),
  "photos",
  ...fieldOrder.slice(fieldOrder.indexOf("message") + 1),
];

export const emptyQuote: QuoteData = {
  name: "",
  email: "",
  phone: "",
  services: [],
  message: "",
  smsConsent: false,
  ...noProjectDetails,
  extraFields: [],
};

const typedFields = ["email", "message", "zip"] as const;

/** Developer mode's extra fields are never stored (docs/decisions/032). */
function withoutExtras({ extraFields: _extras, ...fields }: QuoteData): QuoteFields {
  return fields;
}

type Options = {
  /** The variant's rules, as the form looked them up (content/forms.ts). */
  rules: VariantRules;
  /** sessionStorage key for the draft; null keeps no draft (the modal resets on close). */
  draftKey: string | null;
  preselectedService?: string;
  onSent?: (leadId: string) => void;
  /** Text typed before the form woke broke a field's rule: show its hint. Stable. */
  onTypedRejected?: (field: FilteredField) => void;
};

/** The quote form's state: the shared submission machine with the quote's rules and request. */
export function useContactForm({
  rules,
  draftKey,
  preselectedService,
  onSent,
  onTypedRejected,
}: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const servicesRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const photosRef = useRef<HTMLInputElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  const contactPreferenceRef = useRef<HTMLInputElement>(null);
  const bestTimeRef = useRef<HTMLInputElement>(null);
  const controls = useMemo(
    (): Controls<ContactField> => ({
      name: nameRef,
      email: emailRef,
      phone: phoneRef,
      services: servicesRef,
      message: messageRef,
      photos: photosRef,
      zip: zipRef,
      contactPreference: contactPreferenceRef,
      bestTime: bestTimeRef,
    }),
    [],
  );
  const validate = useCallback(
    (data: QuoteData) => ({
      ...validateQuoteForm(data, { requireMessage: rules.messageRequired }),
      ...validateProjectDetails(data),
    }),
    [rules],
  );
  const photos = usePhotos();
  const { post, progress, booking, dismissBooking } = useQuoteSend(rules, photos);

  const form = useFormSubmission<QuoteData, ContactField>({
    empty: emptyQuote,
    order: contactOrder,
    controls,
    validate,
    post,
    successFades: true,
    afterSuccess: nameRef,
    onSent,
  });
  const { state, dispatch } = form;

  // A sent or emptied form leaves an empty draft, which removes the stored one.
  const draft = useMemo(() => withoutExtras(state.data), [state.data]);
  const restoreDraft = useCallback(
    (saved: Partial<QuoteFields>) => dispatch({ type: "restore", patch: saved }),
    [dispatch],
  );
  useFormDraft(draftKey, draft, restoreDraft);

  // A sent or reset form starts without photos; nothing stores them (they are megabytes).
  const clearPhotos = photos.clear;
  useEffect(() => {
    if (state.round > 0) clearPhotos();
  }, [state.round, clearPhotos]);

  const restoreTyped = useCallback(
    ({ text, checked }: TypedBeforeHydration) => {
      const { values, rejected } = filterTyped(text);
      const patch: Partial<QuoteData> = { ...values };
      for (const field of typedFields) if (text[field]) patch[field] = text[field];
      const { contactPreference, bestTime } = givenDetails(readProjectDetails(text));
      if (contactPreference) patch.contactPreference = contactPreference;
      if (bestTime) patch.bestTime = bestTime;
      if (checked.smsConsent) patch.smsConsent = true;
      dispatch({ type: "restore", patch });
      for (const field of rejected) onTypedRejected?.(field);
    },
    [dispatch, onTypedRejected],
  );
  useTypedBeforeHydration(formRef, restoreTyped);

  // A preselected service is added once; a new one is added beside those already chosen.
  useEffect(() => {
    const value = preselectedOption(preselectedService);
    if (!value) return;
    dispatch({
      type: "edit",
      patch: (data) =>
        data.services.includes(value) ? {} : { services: [...data.services, value] },
      fields: ["services"],
    });
  }, [preselectedService, dispatch]);

  const setDetail = <K extends keyof ProjectDetails>(field: K, value: ProjectDetails[K]) => {
    const patch: Partial<ProjectDetails> = {};
    patch[field] = value;
    dispatch({ type: "edit", patch, fields: [field] });
  };

  const setField = <K extends keyof QuoteFormData>(field: K, value: QuoteFormData[K]) => {
    const patch: Partial<QuoteData> = {};
    patch[field] = value;
    const filled = Array.isArray(value) ? value.length > 0 : Boolean(value);
    // One filled contact channel answers the either/or rule for both fields.
    const either = field === "email" || field === "phone";
    const clear =
      either && filled
        ? (["email", "phone"] as const).filter(
            (name) => state.errors[name] === messages.contactRequired,
          )
        : [];
    dispatch({ type: "edit", patch, fields: [field], clear });
  };

  return {
    ...form,
    formRef,
    nameRef,
    emailRef,
    phoneRef,
    servicesRef,
    messageRef,
    photosRef,
    zipRef,
    contactPreferenceRef,
    bestTimeRef,
    photos,
    progress,
    /** The lead's booking page, offered below the success message (decision 252). */
    booking,
    dismissBooking,
    setField,
    setDetail,
    setHoneypot: (value: string) => dispatch({ type: "honeypot", value }),
    /** A photo was chosen or removed: the server's refusal of one no longer applies. */
    photosChanged: () => dispatch({ type: "edit", patch: {}, fields: ["photos"] }),
    setExtraFields: (extraFields: readonly ExtraField[]) =>
      dispatch({ type: "edit", patch: { extraFields }, fields: [] }),
    /** Developer mode's 'Test Error': show the error outcome without sending. */
    showError: () => dispatch({ type: "failed" }),
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
