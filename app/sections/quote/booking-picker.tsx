import { useEffect, useId, useRef, useState } from "react";
import { ErrorNotice } from "~/components/form/error-notice";
import { VisitTimeFields } from "~/components/form/visit-time-fields";
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
      <VisitTimeFields
        ids={ids}
        words={{ ...bookingCopy, dayLabel: bookingOfferCopy.dayLabel, zoneNote: choices.zoneNote }}
        days={choices.days}
        day={day}
        onDay={(next) => {
          setDate(next);
          setStart(null);
        }}
        start={start}
        onStart={setStart}
        labels={labels}
        street={street}
        onStreet={setStreet}
        onStreetKeyDown={(event) => {
          // Enter books, as it would in a form of its own, and never sends the quote form.
          if (event.key !== "Enter") return;
          event.preventDefault();
          void book();
        }}
        streetAutoComplete="street-address"
      />
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
