import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { formCopy } from "~/content/forms";
import {
  firstInvalidField,
  messages,
  validateQuoteForm,
  type FieldErrors,
  type QuoteField,
  type QuoteFormData,
} from "~/lib/quote-schema";
import { matchServiceOption } from "~/lib/service-match";
import { buildContactRequest, submitQuote, type ExtraField } from "~/lib/submit-quote";
import { useFormDraft } from "~/hooks/use-form-draft";
import { useTypedBeforeHydration } from "~/hooks/use-typed-before-hydration";

/** SPEC section 4, plus 'verifying' while the security dialog is open. */
export type FormStatus =
  "idle" | "validation-error" | "verifying" | "sending" | "success" | "error";

export type FormVariant = "quote" | "financing";

/** SPEC section 9: the success message stays about 4.5 s, then fades over 0.5 s. */
export const successVisibleMs = 4_500;
export const successFadeMs = 500;
/** The verification dialog shows 'Sending your message...' this long before it closes. */
export const verificationCloseDelayMs = 600;

export const emptyForm: QuoteFormData = {
  name: "",
  email: "",
  phone: "",
  services: [],
  message: "",
  smsConsent: false,
};

type FieldElement = HTMLInputElement | HTMLTextAreaElement;
type FocusableField = Exclude<QuoteField, "smsConsent">;

function clearedErrors(errors: FieldErrors, field: keyof QuoteFormData, filled: boolean) {
  const next = { ...errors };
  delete next[field];
  // One filled contact channel answers the either/or rule for both fields.
  if ((field === "email" || field === "phone") && filled) {
    if (next.email === messages.contactRequired) delete next.email;
    if (next.phone === messages.contactRequired) delete next.phone;
  }
  return next;
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function prefersReducedMotion() {
  return typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

type Options = {
  variant: FormVariant;
  /** sessionStorage key for the draft; null keeps no draft (the modal resets on close). */
  draftKey: string | null;
  preselectedService?: string;
  onSent?: (leadId: string) => void;
};

export function useContactForm({ variant, draftKey, preselectedService, onSent }: Options) {
  const [data, setData] = useState<QuoteFormData>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  const [verificationOpen, setVerificationOpen] = useState(false);
  const [leadId, setLeadId] = useState<string>();
  const [fading, setFading] = useState(false);
  const [extraFields, setExtraFields] = useState<ExtraField[]>([]);
  const [honeypot, setHoneypot] = useState("");
  const [resetCount, setResetCount] = useState(0);

  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const servicesRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const fieldRefs = useMemo(
    (): Record<FocusableField, RefObject<FieldElement | null>> => ({
      name: nameRef,
      email: emailRef,
      phone: phoneRef,
      services: servicesRef,
      message: messageRef,
    }),
    [],
  );
  const successRef = useRef<HTMLDivElement>(null);
  const verificationClosed = useRef<(() => void) | null>(null);

  const { clearDraft } = useFormDraft(draftKey, data, setData);
  useTypedBeforeHydration(fieldRefs, setData);

  const setField = useCallback(
    <K extends keyof QuoteFormData>(field: K, value: QuoteFormData[K]) => {
      setData((current) => ({ ...current, [field]: value }));
      const filled = Array.isArray(value) ? value.length > 0 : Boolean(value);
      setErrors((current) => clearedErrors(current, field, filled));
    },
    [],
  );

  // A new preselection adds its service once; adjusting state while rendering avoids a
  // second pass through an effect.
  const [appliedPreselection, setAppliedPreselection] = useState<string>();
  if (preselectedService !== appliedPreselection) {
    setAppliedPreselection(preselectedService);
    const value = matchServiceOption(preselectedService);
    if (value && !data.services.includes(value)) {
      setData({ ...data, services: [...data.services, value] });
      setErrors(clearedErrors(errors, "services", true));
    }
  }

  const focusField = useCallback(
    (field: QuoteField | undefined) => {
      if (!field || field === "smsConsent") return;
      const element = fieldRefs[field].current;
      if (!element) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({
        block: "center",
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
    },
    [fieldRefs],
  );

  /** Validates the whole form; a valid form opens the security verification step. */
  const submit = () => {
    const found = validateQuoteForm(data, { requireMessage: variant === "quote" });
    setLeadId(undefined);
    setFading(false);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStatus("validation-error");
      focusField(firstInvalidField(found));
      return;
    }
    setErrors({});
    setStatus("verifying");
    setVerificationOpen(true);
  };

  const onVerificationClosed = () => verificationClosed.current?.();

  const cancelVerification = () => {
    setVerificationOpen(false);
    setStatus((current) => (current === "verifying" ? "idle" : current));
  };

  const reset = () => {
    setData(emptyForm);
    setErrors({});
    setExtraFields([]);
    setHoneypot("");
    setResetCount((count) => count + 1);
    clearDraft();
  };

  /** Runs once the captcha reports a token: send, then show the outcome. */
  const send = async (captchaToken: string) => {
    setStatus("sending");
    const request = buildContactRequest(data, {
      emptyMessage: variant === "financing" ? formCopy.financingMessage : undefined,
      extraFields,
      captchaToken,
      honeypot,
    });
    // The outcome waits until the dialog has closed and handed focus back, so that
    // hand-back cannot steal focus from the success message (a timer is the safety net).
    const closed = new Promise<void>((resolve) => {
      verificationClosed.current = resolve;
    });
    setTimeout(() => setVerificationOpen(false), verificationCloseDelayMs);
    const [result] = await Promise.all([
      submitQuote(request),
      Promise.race([closed, delay(verificationCloseDelayMs + 2_000)]),
    ]);
    verificationClosed.current = null;
    if (result.ok) {
      reset();
      setLeadId(result.id);
      setStatus("success");
      onSent?.(result.id);
      return;
    }
    setStatus("error");
    const serverErrors = result.fieldErrors ?? {};
    if (Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      focusField(firstInvalidField(serverErrors));
    }
  };

  // Success: focus the message, fade it after 4.5 s, clear it 0.5 s later.
  useEffect(() => {
    if (status !== "success") return;
    successRef.current?.focus();
    const fade = setTimeout(() => setFading(true), successVisibleMs);
    const clear = setTimeout(() => {
      const hadFocus = successRef.current?.contains(document.activeElement) ?? false;
      setStatus("idle");
      setFading(false);
      if (hadFocus) nameRef.current?.focus({ preventScroll: true });
    }, successVisibleMs + successFadeMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(clear);
    };
  }, [status]);

  return {
    data,
    errors,
    status,
    leadId,
    fading,
    verificationOpen,
    extraFields,
    honeypot,
    resetCount,
    nameRef,
    emailRef,
    phoneRef,
    servicesRef,
    messageRef,
    successRef,
    setField,
    setErrors,
    setStatus,
    setExtraFields,
    setHoneypot,
    setData,
    submit,
    send,
    cancelVerification,
    onVerificationClosed,
  };
}
