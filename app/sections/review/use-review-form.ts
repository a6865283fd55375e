import { useCallback, useMemo, useRef } from "react";
import { useFormSubmission, type Controls } from "~/components/form/use-form-submission";
import {
  useTypedBeforeHydration,
  type TypedBeforeHydration,
} from "~/hooks/use-typed-before-hydration";
import { filterTyped, type FilteredField } from "~/lib/input-filters";
import {
  reviewFieldOrder,
  reviewPayloadSchema,
  reviewPlatforms,
  toReviewFieldErrors,
  type ReviewField,
  type ReviewPlatform,
} from "~contracts/review-schema";
import { submitReview } from "./submit-review";

export type ReviewData = {
  name: string;
  phone: string;
  platforms: ReviewPlatform[];
  message: string;
};

const empty: ReviewData = { name: "", phone: "", platforms: [], message: "" };

function payload(data: ReviewData, captchaToken: string, website: string) {
  return {
    client_name: data.name.trim(),
    client_phone: data.phone.trim(),
    review_platforms: data.platforms,
    message: data.message.trim(),
    captchaToken,
    website,
  };
}

function validate(data: ReviewData) {
  const parsed = reviewPayloadSchema.safeParse(payload(data, "", ""));
  return parsed.success ? {} : toReviewFieldErrors(parsed.error);
}

function isPlatform(value: string): value is ReviewPlatform {
  return (reviewPlatforms as readonly string[]).includes(value);
}

/** The review form's state: the shared submission machine with the review's rules and request. */
/** `onTypedRejected` (stable): text typed before the form woke broke a field's rule. */
export function useReviewForm(onTypedRejected?: (field: FilteredField) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const platformRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const controls = useMemo(
    (): Controls<ReviewField> => ({
      client_name: nameRef,
      client_phone: phoneRef,
      review_platforms: platformRef,
      message: messageRef,
    }),
    [],
  );
  const form = useFormSubmission<ReviewData, ReviewField>({
    empty,
    order: reviewFieldOrder,
    controls,
    validate,
    post: (data, captchaToken, honeypot) => submitReview(payload(data, captchaToken, honeypot)),
    successFades: false,
  });
  const { dispatch } = form;

  const restoreTyped = useCallback(
    ({ text, checked }: TypedBeforeHydration) => {
      const { values, rejected } = filterTyped(text);
      const patch: Partial<ReviewData> = { ...values };
      if (text.message) patch.message = text.message;
      const platforms = (checked.review_platforms ?? []).filter(isPlatform);
      if (platforms.length > 0) patch.platforms = platforms;
      dispatch({ type: "restore", patch });
      for (const field of rejected) onTypedRejected?.(field);
    },
    [dispatch, onTypedRejected],
  );
  useTypedBeforeHydration(formRef, restoreTyped);

  const set = <K extends keyof ReviewData>(key: K, value: ReviewData[K], field: ReviewField) => {
    const patch: Partial<ReviewData> = {};
    patch[key] = value;
    dispatch({ type: "edit", patch, fields: [field] });
  };

  return {
    ...form,
    formRef,
    nameRef,
    phoneRef,
    platformRef,
    messageRef,
    set,
    setHoneypot: (value: string) => dispatch({ type: "honeypot", value }),
    /** 'Send another note': back to the empty form. */
    again: () => dispatch({ type: "settle" }),
  };
}
