import type { RefObject } from "react";
import { FieldMessage, messageId } from "~/components/form/form-field";
import { formCopy } from "~content/forms";
import { reviewFormPlatforms, reviewPage } from "~content/review";
import type { ReviewPlatform } from "~contracts/review-schema";

const copy = reviewPage.form;

type PlatformChoiceProps = {
  id: string;
  /** The first checkbox, which the form focuses when no platform is chosen. */
  firstRef: RefObject<HTMLInputElement | null>;
  selected: readonly ReviewPlatform[];
  error?: string;
  onChange: (platforms: ReviewPlatform[]) => void;
};

/** 'Where did you leave your review?': one checkbox per review site, at least one required. */
export function PlatformChoice({ id, firstRef, selected, error, onChange }: PlatformChoiceProps) {
  return (
    <fieldset aria-describedby={error ? messageId(id) : undefined} className="min-w-0">
      <legend className="mb-1.5 font-semibold text-ink">
        {copy.platforms.legend}
        <span className="ml-1 text-accent" title={formCopy.requiredMark}>
          <span aria-hidden="true">*</span>
          <span className="sr-only">({formCopy.requiredMark})</span>
        </span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {reviewFormPlatforms.map((platform, index) => (
          <label
            key={platform}
            data-platform={platform}
            className="inline-flex min-h-12 cursor-pointer items-center gap-3 rounded-control border border-line-strong bg-card px-4 font-medium text-ink has-checked:border-ink has-focus-visible:ring-3 has-focus-visible:ring-focus/30"
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              name="review_platforms"
              value={platform}
              checked={selected.includes(platform)}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, platform]
                    : selected.filter((item) => item !== platform),
                )
              }
              className="size-5 accent-ink"
            />
            {copy.platformLabels[platform]}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId(id)} error={error} />
    </fieldset>
  );
}
