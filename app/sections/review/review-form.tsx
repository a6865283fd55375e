import { CircleAlert, CircleCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { NameInput, PhoneInput, useInputHints } from "~/components/form/filtered-inputs";
import {
  controlClasses,
  describedBy,
  FieldMessage,
  FormField,
  messageId,
} from "~/components/form/form-field";
import { Honeypot } from "~/components/form/honeypot";
import { Button } from "~/components/ui/button";
import { formCopy } from "~/content/forms";
import { reviewFormPlatforms, reviewPage } from "~/content/review";
import { limits } from "~/lib/quote-schema";
import {
  reviewFieldOrder,
  reviewPayloadSchema,
  toReviewFieldErrors,
  type ReviewField,
  type ReviewFieldErrors,
  type ReviewPlatform,
} from "~/lib/review-schema";
import { submitReview } from "./submit-review";

// The captcha step is the quote form's own dialog, fetched only when a valid form is sent.
const SecurityVerificationDialog = lazy(
  () => import("~/components/form/security-verification-dialog"),
);

const copy = reviewPage.form;

type Status = "idle" | "verifying" | "sending" | "success" | "error";
type Data = { name: string; phone: string; platforms: ReviewPlatform[]; message: string };
const empty: Data = { name: "", phone: "", platforms: [], message: "" };

/** 'Let us know you did': a past client tells us where they reviewed us. */
export function ReviewForm({ headingId }: { headingId: string }) {
  const base = `review-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const ids = {
    name: `${base}-name`,
    phone: `${base}-phone`,
    platforms: `${base}-platforms`,
    message: `${base}-message`,
  };
  const [data, setData] = useState<Data>(empty);
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [honeypot, setHoneypot] = useState("");
  const hints = useInputHints();
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const platformRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const handedOver = useRef(false);

  const refs: Record<ReviewField, { current: HTMLElement | null }> = {
    client_name: nameRef,
    client_phone: phoneRef,
    review_platforms: platformRef,
    message: messageRef,
  };

  const set = <K extends keyof Data>(key: K, value: Data[K], field: ReviewField) => {
    setData((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const payload = (captchaToken: string) => ({
    client_name: data.name.trim(),
    client_phone: data.phone.trim(),
    review_platforms: data.platforms,
    message: data.message.trim(),
    captchaToken,
    website: honeypot,
  });

  const showErrors = (found: ReviewFieldErrors) => {
    setErrors(found);
    const first = reviewFieldOrder.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "verifying" || status === "sending") return;
    const parsed = reviewPayloadSchema.safeParse(payload(""));
    if (!parsed.success) {
      setStatus("idle");
      showErrors(toReviewFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    handedOver.current = false;
    setStatus("verifying");
  };

  const send = async (captchaToken: string) => {
    if (handedOver.current) return;
    handedOver.current = true;
    setStatus("sending");
    const result = await submitReview(payload(captchaToken));
    if (result.ok) {
      setData(empty);
      setStatus("success");
      return;
    }
    setStatus("error");
    if (result.fieldErrors) showErrors(result.fieldErrors);
  };

  useEffect(() => {
    if (status === "success") successRef.current?.focus();
  }, [status]);

  if (status === "success") {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="flex gap-4 rounded-card border border-success/30 bg-success-soft p-6 text-ink"
      >
        <CircleCheck className="mt-1 size-6 shrink-0 text-success" aria-hidden="true" />
        <div>
          <p className="text-h3">{copy.success.heading}</p>
          <p className="mt-2 text-ink-soft">{copy.success.text}</p>
          <Button variant="secondary" className="mt-5" onClick={() => setStatus("idle")}>
            {copy.success.again}
          </Button>
        </div>
      </div>
    );
  }

  const sending = status === "sending";
  return (
    <>
      <form
        noValidate
        method="post"
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        className="grid gap-x-5 gap-y-2 [&_:focus-visible]:outline-focus"
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

        <fieldset
          aria-describedby={errors.review_platforms ? messageId(ids.platforms) : undefined}
          className="min-w-0"
        >
          <legend className="mb-1.5 font-semibold text-ink">
            {copy.platforms.legend}
            <span className="ml-1 text-accent" title={formCopy.requiredMark}>
              <span aria-hidden="true">*</span>
              <span className="sr-only">({formCopy.requiredMark})</span>
            </span>
          </legend>
          <div className="flex flex-wrap gap-3">
            {reviewFormPlatforms.map((platform, index) => {
              const checked = data.platforms.includes(platform);
              return (
                <label
                  key={platform}
                  className="inline-flex min-h-12 cursor-pointer items-center gap-3 rounded-control border border-line-strong bg-card px-4 font-medium text-ink has-checked:border-ink has-focus-visible:ring-3 has-focus-visible:ring-focus/30"
                >
                  <input
                    ref={index === 0 ? platformRef : undefined}
                    type="checkbox"
                    name="review_platforms"
                    value={platform}
                    checked={checked}
                    aria-invalid={errors.review_platforms ? true : undefined}
                    onChange={(event) =>
                      set(
                        "platforms",
                        event.target.checked
                          ? [...data.platforms, platform]
                          : data.platforms.filter((item) => item !== platform),
                        "review_platforms",
                      )
                    }
                    className="size-5 accent-ink"
                  />
                  {copy.platformLabels[platform]}
                </label>
              );
            })}
          </div>
          <FieldMessage id={messageId(ids.platforms)} error={errors.review_platforms} />
        </fieldset>

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

        <Honeypot id={`${base}-website`} value={honeypot} onChange={setHoneypot} />

        <div className="mt-3 flex flex-col gap-4">
          <Button
            type="submit"
            size="lg"
            loading={sending}
            className="w-full sm:w-auto sm:self-start"
          >
            {sending ? copy.sending : copy.submit}
          </Button>
          {status === "error" ? (
            <div
              role="alert"
              className="flex gap-3 rounded-control border border-error/30 bg-error-soft p-4 text-ink"
            >
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-error" aria-hidden="true" />
              <p className="font-medium">{copy.error}</p>
            </div>
          ) : null}
        </div>
        <p className="sr-only" aria-live="polite">
          {hints.announcement}
        </p>
      </form>

      {status === "verifying" || sending ? (
        <Suspense fallback={null}>
          <SecurityVerificationDialog
            open
            onOpenChange={(open) => {
              if (!open && status === "verifying") setStatus("idle");
            }}
            onVerified={(token) => void send(token)}
            sending={sending}
          />
        </Suspense>
      ) : null}
    </>
  );
}
