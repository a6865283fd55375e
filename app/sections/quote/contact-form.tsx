import { lazy, Suspense, useId } from "react";
import { NameInput, PhoneInput, useInputHints } from "~/components/form/filtered-inputs";
import { controlClasses, describedBy, FormField } from "~/components/form/form-field";
import { FormShell } from "~/components/form/form-shell";
import { Honeypot } from "~/components/form/honeypot";
import { SubmitButton } from "~/components/form/submit-button";
import { formCopy, quoteFormVariants } from "~content/forms";
import { limits } from "~contracts/quote-schema";
import { isContactDevMode } from "./dev-mode";
import { FormOutcome } from "./form-outcome";
import { PhotoPicker } from "./photo-picker";
import { ProjectDetails } from "./project-details";
import { ServicePicker } from "./service-picker";
import { SmsConsent } from "./sms-consent";
import type { FormVariant } from "./types";
import { useContactForm } from "./use-contact-form";

const DevTools = lazy(() => import("./dev-tools"));
// Shown only while a request with photos is on its way: fetched with the upload's code.
const UploadProgress = lazy(() => import("./upload-progress"));
// Offered once a request is stored (decision 252): fetched then, not with the page.
const BookingOffer = lazy(() => import("./booking-offer"));

export type ContactFormProps = {
  variant: FormVariant;
  /** Where the form is shown; keeps drafts and element ids of several forms apart. */
  context: "main" | "contact" | "financing" | "modal";
  /** Placed on the <form>, e.g. "financing-form" for in-page links. */
  id?: string;
  /** A service title or option label to add to the selection once. */
  preselectedService?: string;
  onSent?: (leadId: string) => void;
  /** Id of the visible heading that names the form. */
  headingId?: string;
};

/**
 * The quote form: the home contact section, the contact modal, the /contact page and, as
 * the 'financing' variant with an optional message, the 'Get Pre-Approved Now' form.
 */
export function ContactForm({
  variant,
  context,
  id,
  preselectedService,
  onSent,
  headingId,
}: ContactFormProps) {
  const base = `${context}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const ids = {
    name: `${base}-name`,
    email: `${base}-email`,
    phone: `${base}-phone`,
    services: `${base}-services`,
    servicesLabel: `${base}-services-label`,
    message: `${base}-message`,
    contactHelp: `${base}-contact-help`,
  };
  // The one place the variant is read: what differs between the two is in its rules.
  const rules = quoteFormVariants[variant];
  const hints = useInputHints();
  const form = useContactForm({
    rules,
    draftKey: context === "modal" ? null : context,
    preselectedService,
    onSent,
    onTypedRejected: hints.show,
  });
  const { state, setField, setHoneypot, submit, verification, successRef } = form;
  const { formRef, nameRef, emailRef, phoneRef, servicesRef, messageRef } = form;
  const { photos, photosRef, zipRef, contactPreferenceRef, bestTimeRef, progress } = form;
  const { data, errors, status } = state;

  return (
    <FormShell
      id={id}
      formRef={formRef}
      labelledBy={headingId}
      label={formCopy.modal.formLabel}
      noScript={formCopy.noScript}
      onSubmit={submit}
      verification={verification}
    >
      <FormField
        id={ids.name}
        label={formCopy.fields.name.label}
        required
        error={errors.name}
        hint={hints.name}
      >
        <NameInput
          id={ids.name}
          ref={nameRef}
          value={data.name}
          onValueChange={(value) => setField("name", value)}
          onRejected={() => hints.show("name")}
          invalid={Boolean(errors.name)}
          describedBy={describedBy(ids.name, Boolean(errors.name ?? hints.name))}
        />
      </FormField>

      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <p id={ids.contactHelp} className="text-[0.9375rem] text-ink-soft sm:col-span-2">
          {formCopy.contactHint}
        </p>
        <FormField id={ids.email} label={formCopy.fields.email.label} error={errors.email}>
          <input
            id={ids.email}
            ref={emailRef}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            maxLength={limits.emailMax}
            placeholder={formCopy.fields.email.placeholder}
            value={data.email}
            onChange={(event) => setField("email", event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(ids.email, Boolean(errors.email), ids.contactHelp)}
            className={controlClasses}
          />
        </FormField>
        <FormField
          id={ids.phone}
          label={formCopy.fields.phone.label}
          error={errors.phone}
          hint={hints.phone}
        >
          <PhoneInput
            id={ids.phone}
            ref={phoneRef}
            value={data.phone}
            onValueChange={(value) => setField("phone", value)}
            onRejected={() => hints.show("phone")}
            invalid={Boolean(errors.phone)}
            describedBy={describedBy(
              ids.phone,
              Boolean(errors.phone ?? hints.phone),
              ids.contactHelp,
            )}
          />
        </FormField>
      </div>

      <FormField
        id={ids.services}
        labelId={ids.servicesLabel}
        label={formCopy.fields.services.label}
        required
        error={errors.services}
      >
        <ServicePicker
          key={state.round}
          id={ids.services}
          labelId={ids.servicesLabel}
          selected={data.services}
          onChange={(values) => setField("services", values)}
          error={errors.services}
          onInputElement={(element) => {
            servicesRef.current = element;
          }}
        />
      </FormField>

      <FormField
        id={ids.message}
        label={rules.message.label}
        required={rules.messageRequired}
        error={errors.message}
      >
        <textarea
          id={ids.message}
          ref={messageRef}
          name="message"
          rows={4}
          maxLength={limits.messageMax}
          placeholder={rules.message.placeholder}
          value={data.message}
          onChange={(event) => setField("message", event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(ids.message, Boolean(errors.message))}
          className={`${controlClasses} min-h-28 resize-y`}
        />
      </FormField>

      {/*
        Photos and the project's details belong to a job to be quoted. The financing
        pre-approval asks for no more than it did (docs/architecture.md §5), which also keeps
        home, where it sits beside the quote form, within its HTML budget.
      */}
      {rules.asksForProject ? (
        <>
          <PhotoPicker
            id={`${base}-photos`}
            photos={photos}
            onChange={form.photosChanged}
            error={errors.photos}
            inputRef={photosRef}
          />
          <ProjectDetails
            baseId={base}
            details={data}
            errors={errors}
            onChange={form.setDetail}
            zipRef={zipRef}
            contactPreferenceRef={contactPreferenceRef}
            bestTimeRef={bestTimeRef}
          />
        </>
      ) : null}

      <SmsConsent
        id={`${base}-sms`}
        checked={data.smsConsent}
        onChange={(checked) => setField("smsConsent", checked)}
      />

      <Honeypot id={`${base}-website`} value={state.honeypot} onChange={setHoneypot} />

      {isContactDevMode() ? (
        <Suspense fallback={null}>
          <DevTools form={form} baseId={base} />
        </Suspense>
      ) : null}

      <div className="mt-5 flex flex-col gap-4">
        {progress !== null ? (
          <Suspense fallback={null}>
            <UploadProgress id={`${base}-upload`} percent={progress} />
          </Suspense>
        ) : null}
        <SubmitButton
          sending={status === "sending"}
          label={rules.submit}
          sendingLabel={formCopy.submit.sending}
        />
        <FormOutcome
          status={status}
          leadId={state.reference}
          fading={state.fading}
          successRef={successRef}
        />
        {form.booking && status !== "sending" ? (
          <Suspense fallback={null}>
            <BookingOffer
              href={form.booking}
              onDismiss={() => {
                form.dismissBooking();
                // Focus leaves with the offer: back to the form's start, as after the message.
                nameRef.current?.focus({ preventScroll: true });
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {hints.announcement}
      </p>
    </FormShell>
  );
}
