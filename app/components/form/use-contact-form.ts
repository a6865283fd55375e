import { useCallback, useEffect, useMemo, useRef } from "react";
import { formCopy } from "~/content/forms";
import {
  fieldOrder,
  messages,
  validateQuoteForm,
  type QuoteField,
  type QuoteFormData,
} from "~/lib/quote-schema";
import { filterTyped, type FilteredField } from "~/lib/input-filters";
import { preselectedOption } from "~/lib/services";
import { buildQuoteRequest, submitQuote, type ExtraField } from "~/lib/submit-quote";
import { useFormDraft } from "~/hooks/use-form-draft";
import {
  useTypedBeforeHydration,
  type TypedBeforeHydration,
} from "~/hooks/use-typed-before-hydration";
import { useFormSubmission, type Controls } from "./use-form-submission";

export type FormVariant = "quote" | "financing";

/** The quote form's fields, plus the extra fields of developer mode (never in a draft). */
export type QuoteData = QuoteFormData & { extraFields: readonly ExtraField[] };

export const emptyQuote: QuoteData = {
  name: "",
  email: "",
  phone: "",
  services: [],
  message: "",
  smsConsent: false,
  extraFields: [],
};

const typedFields = ["email", "message"] as const;

/** Developer mode's extra fields are never stored (docs/decisions/032). */
function withoutExtras({ extraFields: _extras, ...fields }: QuoteData): QuoteFormData {
  return fields;
}

type Options = {
  variant: FormVariant;
  /** sessionStorage key for the draft; null keeps no draft (the modal resets on close). */
  draftKey: string | null;
  preselectedService?: string;
  onSent?: (leadId: string) => void;
  /** Text typed before the form woke broke a field's rule: show its hint. Stable. */
  onTypedRejected?: (field: FilteredField) => void;
};

/** The quote form's state: the shared submission machine with the quote's rules and request. */
export function useContactForm({
  variant,
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
  const controls = useMemo(
    (): Controls<QuoteField> => ({
      name: nameRef,
      email: emailRef,
      phone: phoneRef,
      services: servicesRef,
      message: messageRef,
    }),
    [],
  );
  const validate = useCallback(
    (data: QuoteData) => validateQuoteForm(data, { requireMessage: variant === "quote" }),
    [variant],
  );
  const post = (data: QuoteData, captchaToken: string, honeypot: string) =>
    submitQuote(
      buildQuoteRequest(data, {
        emptyMessage: variant === "financing" ? formCopy.financingMessage : undefined,
        extraFields: data.extraFields,
        captchaToken,
        honeypot,
      }),
    );

  const form = useFormSubmission<QuoteData, QuoteField>({
    empty: emptyQuote,
    order: fieldOrder,
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
    (saved: QuoteFormData) => dispatch({ type: "restore", patch: saved }),
    [dispatch],
  );
  useFormDraft(draftKey, draft, restoreDraft);

  const restoreTyped = useCallback(
    ({ text, checked }: TypedBeforeHydration) => {
      const { values, rejected } = filterTyped(text);
      const patch: Partial<QuoteData> = { ...values };
      for (const field of typedFields) if (text[field]) patch[field] = text[field];
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
    setField,
    setHoneypot: (value: string) => dispatch({ type: "honeypot", value }),
    setExtraFields: (extraFields: readonly ExtraField[]) =>
      dispatch({ type: "edit", patch: { extraFields }, fields: [] }),
    /** Developer mode's 'Test Error': show the error outcome without sending. */
    showError: () => dispatch({ type: "failed" }),
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
