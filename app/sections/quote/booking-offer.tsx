import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { prefersReducedMotion } from "~/lib/motion";
import { bookingOfferCopy as copy } from "~content/booking-offer";
import { BookingPicker } from "./booking-picker";

/**
 * Below the success message: the link to the lead's booking page, /book/<token>
 * (decision 252). Unlike the message above it, it does not fade: a link that vanishes
 * after a few seconds could not be used by everyone (WCAG 2.2.1). It stays until
 * dismissed or the next send. Loaded only once a request is stored. The button opens the
 * picker here, in the form; the booking page is one link away in it.
 */
export default function BookingOffer({ href, onDismiss }: { href: string; onDismiss: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const [picking, setPicking] = useState(false);
  // The button gives way to the picker, which takes the focus it held.
  const pickerId = `${titleId}-picker`;
  const pickerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (picking) pickerRef.current?.focus();
  }, [picking]);
  // Focus went to the message above; on a phone the offer would sit below the fold.
  useEffect(() => {
    ref.current?.scrollIntoView?.({
      block: "nearest",
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }, []);
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className="flex gap-3 rounded-control border border-line-strong bg-card p-4 text-ink"
    >
      <Icon name="calendar-check" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <h3 id={titleId} className="font-semibold">
            {copy.title}
          </h3>
          <p className="text-[0.9375rem] text-ink-soft">{copy.body}</p>
        </div>
        {picking ? (
          <div id={pickerId} tabIndex={-1} ref={pickerRef}>
            <BookingPicker href={href} />
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <button
              type="button"
              onClick={() => setPicking(true)}
              className="inline-flex min-h-12 items-center justify-center rounded-control bg-accent px-5 text-center font-semibold text-white shadow-sm transition-colors duration-200 ease-out hover:bg-accent-hover"
            >
              {copy.link}
            </button>
            <button
              type="button"
              onClick={onDismiss}
              className="min-h-11 rounded-control px-3 font-semibold text-ink underline-offset-4 hover:underline"
            >
              {copy.dismiss}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
