/**
 * The one state machine of a form of this site (the quote forms and the review form):
 * what was typed, the field errors, and where the submission stands. The specification names
 * the statuses; the security verification step is a flag beside them, because while its
 * dialog is open nothing has been sent yet.
 */

export type SubmissionStatus = "idle" | "validation-error" | "sending" | "success" | "error";

export type FieldErrorsOf<F extends string> = Partial<Record<F, string>>;

export type FormState<D, F extends string> = {
  data: D;
  errors: FieldErrorsOf<F>;
  status: SubmissionStatus;
  /** The security verification dialog is open: the form was valid, no token yet. */
  verifying: boolean;
  /** The server's id of what was sent, shown in the success message. */
  reference?: string;
  /** The success message is fading out (after about 4.5 s). */
  fading: boolean;
  /** The field only bots fill in; sent along so the server can refuse them. */
  honeypot: string;
  /** Counts resets, so controls that keep their own state (the service search) start over. */
  round: number;
};

export type FormAction<D, F extends string> =
  /** A visitor changed fields: their errors go, and so do the ones listed in `clear`. */
  | {
      type: "edit";
      patch: Partial<D> | ((data: D) => Partial<D>);
      fields: readonly F[];
      clear?: readonly F[];
    }
  /** Values that were already there (a draft, text typed before hydration): no error changes. */
  | { type: "restore"; patch: Partial<D> }
  | { type: "honeypot"; value: string }
  | { type: "invalid"; errors: FieldErrorsOf<F> }
  | { type: "verify" }
  | { type: "verification-closed" }
  | { type: "send" }
  | { type: "sent"; reference: string; empty: D }
  | { type: "failed"; errors?: FieldErrorsOf<F> }
  | { type: "fade" }
  | { type: "settle" }
  | { type: "reset"; empty: D };

export function initialFormState<D, F extends string>(data: D): FormState<D, F> {
  return {
    data,
    errors: {},
    status: "idle",
    verifying: false,
    fading: false,
    honeypot: "",
    round: 0,
  };
}

function without<F extends string>(errors: FieldErrorsOf<F>, fields: readonly F[]) {
  if (!fields.some((field) => errors[field] !== undefined)) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

export function formReducer<D, F extends string>(
  state: FormState<D, F>,
  action: FormAction<D, F>,
): FormState<D, F> {
  switch (action.type) {
    case "edit": {
      const patch = typeof action.patch === "function" ? action.patch(state.data) : action.patch;
      return {
        ...state,
        data: { ...state.data, ...patch },
        errors: without(state.errors, [...action.fields, ...(action.clear ?? [])]),
      };
    }
    case "restore":
      return { ...state, data: { ...state.data, ...action.patch } };
    case "honeypot":
      return { ...state, honeypot: action.value };
    case "invalid":
      return {
        ...state,
        errors: action.errors,
        status: "validation-error",
        reference: undefined,
        fading: false,
      };
    case "verify":
      // A new attempt: the last outcome (an error kept until the next submit) goes.
      return {
        ...state,
        errors: {},
        status: "idle",
        verifying: true,
        reference: undefined,
        fading: false,
      };
    case "verification-closed":
      return state.verifying ? { ...state, verifying: false } : state;
    case "send":
      return { ...state, status: "sending" };
    case "sent":
      return {
        ...initialFormState<D, F>(action.empty),
        status: "success",
        reference: action.reference,
        verifying: state.verifying,
        round: state.round + 1,
      };
    case "failed":
      return { ...state, status: "error", errors: action.errors ?? state.errors };
    case "fade":
      return state.status === "success" ? { ...state, fading: true } : state;
    case "settle":
      return state.status === "success"
        ? { ...state, status: "idle", fading: false, reference: undefined }
        : state;
    case "reset":
      return { ...initialFormState<D, F>(action.empty), round: state.round + 1 };
  }
}
