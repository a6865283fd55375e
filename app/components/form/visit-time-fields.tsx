import type { KeyboardEvent } from "react";
import type { BookingDay } from "~contracts/quote-booking";
import { controlClasses } from "./form-field";

/** The words around the fields, from the caller's content: the dialog's or the inbox's. */
export type VisitTimeWords = {
  zoneNote: string;
  dayLabel: string;
  timesLegend: (dayLabel: string) => string;
  addressLabel: string;
  addressHint: string;
};

type VisitTimeFieldsProps = {
  /** A `useId()` of the caller's, so two pickers on a page never share a radio group. */
  ids: string;
  words: VisitTimeWords;
  days: BookingDay[];
  /** The day shown, one of `days`. */
  day: BookingDay | undefined;
  onDay: (date: string) => void;
  start: number | null;
  onStart: (start: number) => void;
  /** Each time's words where they differ from the server's (the visitor's own clock too). */
  labels?: string[];
  street: string;
  onStreet: (street: string) => void;
  onStreetKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** "street-address" for the homeowner's own; off for the owner typing a customer's. */
  streetAutoComplete: "street-address" | "off";
};

const choiceClasses =
  "flex min-h-11 items-center gap-2 rounded-control border border-line-strong px-3";

/**
 * The estimate visit's choices as `/book` offers them: the day, then its times as radio
 * buttons, then the street address. The homeowner's picker in the quote dialog and the
 * owner's in the inbox both draw these; each keeps its own state, sending and buttons.
 */
export function VisitTimeFields(props: VisitTimeFieldsProps) {
  const { ids, words, days, day, start, labels } = props;
  // The visitor's own times make each label about twice as long: fewer to a row.
  const long = labels?.some((label, i) => label !== day?.times[i]?.label) ?? false;
  return (
    <>
      <p className="text-[0.9375rem] text-ink-soft">{words.zoneNote}</p>
      <div>
        <label htmlFor={`${ids}-day`} className="font-semibold">
          {words.dayLabel}
        </label>
        <select
          id={`${ids}-day`}
          className={controlClasses}
          value={day?.date}
          onChange={(event) => props.onDay(event.target.value)}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {day ? (
        <fieldset>
          <legend className="font-semibold">{words.timesLegend(day.label)}</legend>
          <div
            className={`mt-2 grid gap-2 ${long ? "grid-cols-1 sm:grid-cols-2" : "grid-cols-2 sm:grid-cols-3"}`}
          >
            {day.times.map((time, i) => (
              <label key={time.start} className={choiceClasses}>
                <input
                  type="radio"
                  name={`${ids}-start`}
                  value={time.start}
                  checked={start === time.start}
                  onChange={() => props.onStart(time.start)}
                  className="size-5 accent-accent"
                />
                {labels?.[i] ?? time.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={`${ids}-street`} className="font-semibold">
          {words.addressLabel}
        </label>
        <p id={`${ids}-street-hint`} className="text-[0.9375rem] text-ink-soft">
          {words.addressHint}
        </p>
        <input
          id={`${ids}-street`}
          type="text"
          aria-required="true"
          autoComplete={props.streetAutoComplete}
          maxLength={200}
          value={props.street}
          onChange={(event) => props.onStreet(event.target.value)}
          onKeyDown={props.onStreetKeyDown}
          aria-describedby={`${ids}-street-hint`}
          className={controlClasses}
        />
      </div>
    </>
  );
}
