import { useId, type RefObject } from "react";
import { ErrorNotice } from "~/components/form/error-notice";
import { NameInput, PhoneInput, useInputHints } from "~/components/form/filtered-inputs";
import { controlClasses, describedBy, FormField } from "~/components/form/form-field";
import { FormShell } from "~/components/form/form-shell";
import { Honeypot } from "~/components/form/honeypot";
import { SubmitButton } from "~/components/form/submit-button";
import { Button } from "~/components/ui/button";
import { reviewPage } from "~content/review";
import { limits } from "~contracts/quote-schema";
import { PlatformChoice } from "./platform-choice";
import { useReviewForm } from "./use-review-form";
import { Icon } from "~/components/icon";

const copy = reviewPage.form;

function ThankYou({
  ref,
  onAgain,
}: {
  ref: RefObject<HTMLDivElement | null>;
  onAgain: () => void;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex gap-4 rounded-card border border-success/30 bg-success-soft p-6 text-ink"
    >
      <Icon name="circle-check" className="mt-1 size-6 shrink-0 text-success" />
      <div>
        <p className="text-h3">{copy.success.heading}</p>
        <p className="mt-2 text-ink-soft">{copy.success.text}</p>
        <Button variant="secondary" className="mt-5" onClick={onAgain}>
          {copy.success.again}
        </Button>
      </div>
    </div>
  );
}

/** 'Let us know you did': a past client tells us where they reviewed us. */
export function ReviewForm({ headingId }: { headingId: string }) {
  const base = `review-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const ids = {
    name: `${base}-name`,
    phone: `${base}-phone`,
    platforms: `${base}-platforms`,
    message: `${base}-message`,
  };
  const hints = useInputHints();
  const form = useReviewForm(hints.show);
  const { state, set, setHoneypot, submit, verification, again, successRef } = form;
  const { formRef, nameRef, phoneRef, platformRef, messageRef } = form;
  const { data, errors, status } = state;

  if (status === "success") return <ThankYou ref={successRef} onAgain={again} />;

  return (
    <FormShell
      formRef={formRef}
      labelledBy={headingId}
      noScript={copy.noScript}
      onSubmit={submit}
      verification={verification}
    >
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <FormField
          id={ids.name}
          label={copy.name.label}
          required
          error={errors.client_name}
          hint={hints.name}
        >
          <NameInput
            id={ids.name}
            ref={nameRef}
            value={data.name}
            onValueChange={(value) => set("name", value, "client_name")}
            onRejected={() => hints.show("name")}
            invalid={Boolean(errors.client_name)}
            describedBy={describedBy(ids.name, Boolean(errors.client_name ?? hints.name))}
          />
        </FormField>
        <FormField
          id={ids.phone}
          label={copy.phone.label}
          error={errors.client_phone}
          hint={hints.phone}
        >
          <PhoneInput
            id={ids.phone}
            ref={phoneRef}
            value={data.phone}
            onValueChange={(value) => set("phone", value, "client_phone")}
            onRejected={() => hints.show("phone")}
            invalid={Boolean(errors.client_phone)}
            describedBy={describedBy(ids.phone, Boolean(errors.client_phone ?? hints.phone))}
          />
        </FormField>
      </div>

      <PlatformChoice
        id={ids.platforms}
        firstRef={platformRef}
        selected={data.platforms}
        error={errors.review_platforms}
        onChange={(platforms) => set("platforms", platforms, "review_platforms")}
      />

      <FormField id={ids.message} label={copy.message.label} error={errors.message}>
        <textarea
          id={ids.message}
          ref={messageRef}
          name="message"
          rows={3}
          maxLength={limits.messageMax}
          placeholder={copy.message.placeholder}
          value={data.message}
          onChange={(event) => set("message", event.target.value, "message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(ids.message, Boolean(errors.message))}
          className={`${controlClasses} min-h-24 resize-y`}
        />
      </FormField>

      <Honeypot id={`${base}-website`} value={state.honeypot} onChange={setHoneypot} />

      <div className="mt-3 flex flex-col gap-4">
        <SubmitButton
          sending={status === "sending"}
          label={copy.submit}
          sendingLabel={copy.sending}
        />
        {status === "error" ? <ErrorNotice text={copy.error} /> : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {hints.announcement}
      </p>
    </FormShell>
  );
}
