import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { formCopy } from "~content/forms";
import {
  filterName,
  filterPhone,
  isDigit,
  isNameChar,
  isTextKey,
  phoneMaxDigits,
} from "~/lib/input-filters";
import { limits } from "~contracts/quote-schema";
import { controlClasses } from "./form-field";

/** How long the 'Please enter only ...' hint stays after the last rejected key. */
export const hintVisibleMs = 3_000;

type HintField = "name" | "phone";
const hintText: Record<HintField, string> = {
  name: formCopy.hints.nameLetters,
  phone: formCopy.hints.phoneDigits,
};

/** The transient hints of the filtered fields, and the text to announce for them. */
export function useInputHints() {
  const [shown, setShown] = useState<Partial<Record<HintField, number>>>({});
  const [announcement, setAnnouncement] = useState("");
  const timers = useRef(new Map<HintField, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const show = useCallback((field: HintField) => {
    setShown((current) => ({ ...current, [field]: Date.now() }));
    setAnnouncement(hintText[field]);
    clearTimeout(timers.current.get(field));
    timers.current.set(
      field,
      setTimeout(() => {
        setShown((current) => ({ ...current, [field]: undefined }));
        setAnnouncement("");
      }, hintVisibleMs),
    );
  }, []);

  return {
    name: shown.name ? hintText.name : undefined,
    phone: shown.phone ? hintText.phone : undefined,
    announcement,
    show,
  };
}

type FilteredInputProps = {
  id: string;
  ref: Ref<HTMLInputElement>;
  value: string;
  onValueChange: (value: string) => void;
  onRejected: () => void;
  invalid: boolean;
  describedBy?: string;
};

/** Letters only, checked on every key press and again on paste, drop or autofill. */
export function NameInput({
  id,
  ref,
  value,
  onValueChange,
  onRejected,
  invalid,
  describedBy,
}: FilteredInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isTextKey(event) && !isNameChar(event.key)) {
      event.preventDefault();
      onRejected();
    }
  };
  return (
    <input
      id={id}
      ref={ref}
      type="text"
      name="name"
      autoComplete="name"
      maxLength={limits.nameMax}
      placeholder={formCopy.fields.name.placeholder}
      value={value}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        const filtered = filterName(event.target.value);
        if (filtered.rejected) onRejected();
        onValueChange(filtered.value);
      }}
      aria-invalid={invalid || undefined}
      aria-required="true"
      aria-describedby={describedBy}
      className={controlClasses}
    />
  );
}

/** Digits only, at most 10 while typing; a pasted number is cleaned the same way. */
export function PhoneInput({
  id,
  ref,
  value,
  onValueChange,
  onRejected,
  invalid,
  describedBy,
}: FilteredInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isTextKey(event)) return;
    if (!isDigit(event.key)) {
      event.preventDefault();
      onRejected();
      return;
    }
    const input = event.currentTarget;
    const replacing = (input.selectionEnd ?? 0) > (input.selectionStart ?? 0);
    if (input.value.length >= phoneMaxDigits && !replacing) event.preventDefault();
  };
  return (
    <input
      id={id}
      ref={ref}
      type="tel"
      name="phone"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={formCopy.fields.phone.placeholder}
      value={value}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        // More than one new character at once is a paste, a drop or an autofill.
        const pasted = event.target.value.length - value.length > 1;
        const filtered = filterPhone(event.target.value, { pasted });
        if (filtered.rejected) onRejected();
        onValueChange(filtered.value);
      }}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={controlClasses}
    />
  );
}
