import { prefersReducedMotion } from "~/lib/motion";
import { useCallback, useEffect, useReducer, useRef, type RefObject } from "react";
import { formReducer, initialFormState, type FieldErrorsOf } from "./submission";

/** The success message stays about 4.5 s, then fades over 0.5 s. */
export const successVisibleMs = 4_500;
export const successFadeMs = 500;
/** The verification dialog shows 'Sending your message...' this long before it closes. */
export const verificationCloseDelayMs = 600;
/** Longest wait for the dialog's focus hand-back before the outcome is shown anyway. */
const closeHandBackMs = 2_000;

export type SendOutcome<F extends string> =
  { ok: true; id: string } | { ok: false; fieldErrors?: FieldErrorsOf<F> };

export type Controls<F extends string> = Partial<Record<F, RefObject<HTMLElement | null>>>;

type Options<D, F extends string> = {
  empty: D;
  /** The fields in form order: focus moves to the first invalid one. */
  order: readonly F[];
  /** The control to focus for each field; a field without one is passed over. */
  controls: Controls<F>;
  validate: (data: D) => FieldErrorsOf<F>;
  post: (data: D, captchaToken: string, honeypot: string) => Promise<SendOutcome<F>>;
  /** The quote forms fade their success message away; the review form keeps its thank-you. */
  successFades: boolean;
  /** Where focus goes when the success message fades while it has focus. */
  afterSuccess?: RefObject<HTMLElement | null>;
  onSent?: (reference: string) => void;
};

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/**
 * What both forms do between a click on the submit button and the outcome: validate, focus the first invalid field, open the verification step, send with its
 * token, then show success or error. The form supplies its fields, rules and request.
 */
export function useFormSubmission<D, F extends string>(options: Options<D, F>) {
  const { empty, order, controls, validate, post, successFades, afterSuccess, onSent } = options;
  const [state, dispatch] = useReducer(formReducer<D, F>, empty, initialFormState<D, F>);
  const successRef = useRef<HTMLDivElement>(null);
  const handedOver = useRef(false);
  const dialogClosed = useRef<(() => void) | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const focusFirstInvalid = useCallback(
    (errors: FieldErrorsOf<F>) => {
      const field = order.find((name) => errors[name] && controls[name]?.current);
      const element = field ? controls[field]?.current : null;
      if (!element) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({
        block: "center",
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
    },
    [order, controls],
  );

  const submit = () => {
    if (state.verifying || state.status === "sending") return;
    const found = validate(state.data);
    if (Object.keys(found).length > 0) {
      dispatch({ type: "invalid", errors: found });
      focusFirstInvalid(found);
      return;
    }
    handedOver.current = false;
    dispatch({ type: "verify" });
  };

  /** Runs once the captcha hands over a token: send, then show the outcome. */
  const send = async (captchaToken: string) => {
    if (handedOver.current) return;
    handedOver.current = true;
    dispatch({ type: "send" });
    // The outcome waits until the dialog has closed and handed focus back, so that
    // hand-back cannot steal focus from the success message (a timer is the safety net).
    const closed = new Promise<void>((resolve) => {
      dialogClosed.current = resolve;
    });
    closeTimer.current = setTimeout(
      () => dispatch({ type: "verification-closed" }),
      verificationCloseDelayMs,
    );
    const [outcome] = await Promise.all([
      post(state.data, captchaToken, state.honeypot),
      Promise.race([closed, delay(verificationCloseDelayMs + closeHandBackMs)]),
    ]);
    dialogClosed.current = null;
    if (outcome.ok) {
      dispatch({ type: "sent", reference: outcome.id, empty });
      onSent?.(outcome.id);
      return;
    }
    dispatch({ type: "failed", errors: outcome.fieldErrors });
    if (outcome.fieldErrors) focusFirstInvalid(outcome.fieldErrors);
  };

  // Success: focus the message; on the quote forms fade it after 4.5 s, clear it 0.5 s later.
  useEffect(() => {
    if (state.status !== "success") return;
    successRef.current?.focus();
    if (!successFades) return;
    const fade = setTimeout(() => dispatch({ type: "fade" }), successVisibleMs);
    const settle = setTimeout(() => {
      const hadFocus = successRef.current?.contains(document.activeElement) ?? false;
      dispatch({ type: "settle" });
      if (hadFocus) afterSuccess?.current?.focus({ preventScroll: true });
    }, successVisibleMs + successFadeMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(settle);
    };
  }, [state.status, successFades, afterSuccess]);

  return {
    state,
    dispatch,
    successRef,
    submit,
    /** Props of the verification step. */
    verification: {
      open: state.verifying,
      sending: state.status === "sending",
      onVerified: send,
      onCancel: () => dispatch({ type: "verification-closed" }),
      onClosed: () => dialogClosed.current?.(),
    },
  };
}

export type FormSubmission<D, F extends string> = ReturnType<typeof useFormSubmission<D, F>>;
