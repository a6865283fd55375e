import { useEffect, useId, useRef, useState } from "react";
import { ErrorNotice } from "~/components/form/error-notice";
import { controlClasses } from "~/components/form/form-field";
import { bookingCopy } from "~content/booking";
import { bookingOfferCopy } from "~content/booking-offer";
import { site } from "~content/site";
import {
  bookingApiPath,
  type BookingChoices,
  bookingChoicesSchema,
  bookingResultSchema,
} from "~contracts/quote-booking";
import { timeForVisitor, visitorTimeZone } from "./visitor-time";

type Visit = { when: string; address: string };
type State =
  | { step: "loading" }
  | { step: "failed" }
  | { step: "choose"; choices: BookingChoices }
  | { step: "booked"; visit: Visit };

async function loadChoices(api: string): Promise<BookingChoices | null> {
  const response = await fetch(api, { headers: { Accept: "application/json" } }).catch(() => null);
  if (!response?.ok) return null;
  return bookingChoicesSchema.safeParse(await response.json().catch(() => null)).data ?? null;
}

/**
 * The booking inside the quote dialog (decision 252): the day, its times and the street
 * address, booked through /api/book/<token> under the page's rules. The page itself stays
 * one link away, and takes over if the times cannot be loaded here.
 */
export function BookingPicker({ href }: { href: string }) {
  const api = bookingApiPath(href);
  const ids = useId();
  const [state, setState] = useState<State>({ step: "loading" });
  const [date, setDate] = useState("");
  const [start, setStart] = useState<number | null>(null);
  const [street, setStreet] = useState("");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const bookedRef = useRef<HTMLDivElement>(null);
  // Read once: a visitor elsewhere also sees each time on their own clock.
  const [ownZone] = useState(visitorTimeZone);
  // The confirmation takes the focus the Book button held: that button is gone.
  useEffect(() => {
    if (state.step === "booked") bookedRef.current?.focus();
  }, [state.step]);

  useEffect(() => {
    let live = true;
    void loadChoices(api).then((choices) => {
      if (!live) return;
      setState(choices ? { step: "choose", choices } : { step: "failed" });
      setDate(choices?.days[0]?.date ?? "");
    });
    return () => {
      live = false;
    };
  }, [api]);

  const pageLink = (
    <a href={href} className="font-semibold text-accent underline underline-offset-4">
      {bookingOfferCopy.page}
    </a>
  );
  if (state.step === "loading") return <p role="status">{bookingOfferCopy.loading}</p>;
  if (state.step === "failed") {
    return (
      <div role="alert" className="flex flex-col gap-2">
        <p>{bookingOfferCopy.failed}</p>
        {pageLink}
      </div>
    );
  }
  if (state.step === "booked") {
    const { confirmed } = bookingCopy;
    return (
      <div role="status" tabIndex={-1} ref={bookedRef}>
        <p className="font-semibold">{confirmed.heading}</p>
        <p>{confirmed.when(state.visit.when)}</p>
        <p>{confirmed.where(state.visit.address)}</p>
        <p className="text-[0.9375rem] text-ink-soft">{confirmed.email}</p>
      </div>
    );
  }

  const { choices } = state;
  if (choices.message) return <p>{choices.message}</p>;
  const day = choices.days.find((d) => d.date === date) ?? choices.days[0];
  const labels = day?.times.map((time) => timeForVisitor(time, site.timeZone, ownZone)) ?? [];
  // The visitor's own times make each label about twice as long: fewer to a row.
  const long = labels.some((label, i) => label !== day?.times[i]?.label);

  const book = async () => {
    if (sending) return;
    if (start === null) return setError(bookingCopy.timeMissing);
    if (street.trim().length < 3) return setError(bookingCopy.addressMissing);
    setSending(true);
    const response = await fetch(api, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ start, street: street.trim() }),
    }).catch(() => null);
    const result = bookingResultSchema.safeParse(await response?.json().catch(() => null)).data;
    setSending(false);
    if (result?.ok) return setState({ step: "booked", visit: result.visit });
    if (result?.days) setState({ step: "choose", choices: { ...choices, days: result.days } });
    setStart(null);
    setError(result?.error ?? bookingOfferCopy.failed);
  };

  return (
    // Not a <form>: the picker sits inside the quote form, and forms do not nest.
    <div className="flex flex-col gap-4">
      <p className="text-[0.9375rem] text-ink-soft">{choices.zoneNote}</p>
      <div>
        <label htmlFor={`${ids}-day`} className="font-semibold">
          {bookingOfferCopy.dayLabel}
        </label>
        <select
          id={`${ids}-day`}
          className={controlClasses}
          value={day?.date}
          onChange={(event) => {
            setDate(event.target.value);
            setStart(null);
          }}
        >
          {choices.days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {day ? (
        <fieldset>
          <legend className="font-semibold">{bookingCopy.timesLegend(day.label)}</legend>
          <div
            className={`mt-2 grid gap-2 ${long ? "grid-cols-1 sm:grid-cols-2" : "grid-cols-2 sm:grid-cols-3"}`}
          >
            {day.times.map((time, i) => (
              <label
                key={time.start}
                className="flex min-h-11 items-center gap-2 rounded-control border border-line-strong px-3"
              >
                <input
                  type="radio"
                  name={`${ids}-start`}
                  value={time.start}
                  checked={start === time.start}
                  onChange={() => setStart(time.start)}
                  className="size-5 accent-accent"
                />
                {labels[i]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={`${ids}-street`} className="font-semibold">
          {bookingCopy.addressLabel}
        </label>
        <p id={`${ids}-street-hint`} className="text-[0.9375rem] text-ink-soft">
          {bookingCopy.addressHint}
        </p>
        <input
          id={`${ids}-street`}
          type="text"
          autoComplete="street-address"
          maxLength={200}
          value={street}
          onChange={(event) => setStreet(event.target.value)}
          onKeyDown={(event) => {
            // Enter books, as it would in a form of its own, and never sends the quote form.
            if (event.key !== "Enter") return;
            event.preventDefault();
            void book();
          }}
          aria-describedby={`${ids}-street-hint`}
          className={controlClasses}
        />
      </div>
      {error ? <ErrorNotice text={error} /> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={() => void book()}
          aria-busy={sending || undefined}
          className="min-h-12 rounded-control bg-accent px-5 font-semibold text-white shadow-sm hover:bg-accent-hover"
        >
          {bookingCopy.book}
        </button>
        {pageLink}
      </div>
    </div>
  );
}
