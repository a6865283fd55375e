import type { RefObject } from "react";
import {
  controlClasses,
  describedBy,
  FieldMessage,
  FormField,
  messageId,
} from "~/components/form/form-field";
import { formCopy } from "~content/forms";
import type { ProjectDetails as Details } from "~contracts/project-details";
import { bestTimes, contactPreferences, type FieldErrors } from "~contracts/quote-schema";

const copy = formCopy.fields;

type ProjectDetailsProps = {
  baseId: string;
  details: Details;
  errors: FieldErrors;
  onChange: <K extends keyof Details>(field: K, value: Details[K]) => void;
  zipRef: RefObject<HTMLInputElement | null>;
  contactPreferenceRef: RefObject<HTMLInputElement | null>;
  bestTimeRef: RefObject<HTMLInputElement | null>;
};

/**
 * The project's three optional details: where it is (ZIP code), how the visitor wants to be
 * reached, and when. Each is a labeled control; a choice left alone is "not given".
 */
export function ProjectDetails({
  baseId,
  details,
  errors,
  onChange,
  zipRef,
  contactPreferenceRef,
  bestTimeRef,
}: ProjectDetailsProps) {
  const zipId = `${baseId}-zip`;
  return (
    <div className="grid gap-y-2">
      {/* A ZIP code is short: half the width, like the e-mail and phone fields above. */}
      <div className="sm:w-1/2 sm:pr-2.5">
        <FormField id={zipId} label={copy.zip.label} error={errors.zip}>
          <input
            id={zipId}
            ref={zipRef}
            type="text"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder={copy.zip.placeholder}
            value={details.zip}
            onChange={(event) => onChange("zip", event.target.value)}
            aria-invalid={errors.zip ? true : undefined}
            aria-describedby={describedBy(zipId, Boolean(errors.zip))}
            className={controlClasses}
          />
        </FormField>
      </div>
      <Choices
        id={`${baseId}-contact-preference`}
        name="contactPreference"
        legend={copy.contactPreference.legend}
        values={contactPreferences}
        labels={copy.contactPreference.options}
        chosen={details.contactPreference}
        error={errors.contactPreference}
        ref={contactPreferenceRef}
        onChoose={(value) => onChange("contactPreference", value)}
      />
      <Choices
        id={`${baseId}-best-time`}
        name="bestTime"
        legend={copy.bestTime.legend}
        values={bestTimes}
        labels={copy.bestTime.options}
        chosen={details.bestTime}
        error={errors.bestTime}
        ref={bestTimeRef}
        onChoose={(value) => onChange("bestTime", value)}
      />
    </div>
  );
}

/** A radio group drawn as a row of buttons, each at least 44 px tall. */
function Choices<T extends string>({
  id,
  name,
  legend,
  values,
  labels,
  chosen,
  error,
  ref,
  onChoose,
}: {
  id: string;
  name: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  chosen: T | "";
  error?: string;
  /** Given to the first choice: the control focused when the group is invalid. */
  ref: RefObject<HTMLInputElement | null>;
  onChoose: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0 pb-5">
      <legend className="mb-1.5 block font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {values.map((value, index) => (
          <label
            key={value}
            className="relative flex min-h-12 cursor-pointer items-center justify-center rounded-control border border-line-strong bg-card px-2 text-base whitespace-nowrap font-medium text-ink-soft transition-colors duration-150 ease-out hover:border-ink-muted has-checked:border-ink has-checked:bg-ink has-checked:text-on-dark has-focus-visible:ring-3 has-focus-visible:ring-focus/30 has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={name}
              value={value}
              checked={chosen === value}
              onChange={() => onChoose(value)}
              aria-describedby={error ? messageId(id) : undefined}
              className="sr-only"
            />
            {labels[value]}
          </label>
        ))}
      </div>
      {/* Only the server can refuse a choice the form offers: no line is kept for it. */}
      {error ? <FieldMessage id={messageId(id)} error={error} /> : null}
    </fieldset>
  );
}
