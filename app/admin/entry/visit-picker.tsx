import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ErrorNotice } from "~/components/form/error-notice";
import { controlClasses } from "~/components/form/form-field";
import { adminVisitCopy as copy } from "~content/admin-visit";
import type { BookingDay } from "~contracts/quote-booking";

type VisitPickerProps = {
  days: BookingDay[];
  zoneNote: string;
  /** The address the visit has, when moving it. */
  address: string;
  moving: boolean;
  busy: boolean;
  /** The server's refusal (a time just taken), shown until the next try. */
  error: string;
  onSave: (start: number, street: string) => void;
  onClose: () => void;
};

/**
 * The day, then its time, from the server's open slots, and the street address: the
 * booking page's choices, as the quote dialog's picker offers them, for the owner.
 */
export function VisitPicker(props: VisitPickerProps) {
  const { days, zoneNote, moving, busy, onSave, onClose } = props;
  const ids = useId();
  const [date, setDate] = useState(days[0]?.date ?? "");
  const [start, setStart] = useState<number | null>(null);
  const [street, setStreet] = useState(props.address);
  const [missing, setMissing] = useState("");
  const day = days.find((d) => d.date === date) ?? days[0];
  const error = missing || props.error;

  function save() {
    if (start === null) return setMissing(copy.timeMissing);
    if (street.trim().length < 3) return setMissing(copy.addressMissing);
    setMissing("");
    onSave(start, street.trim());
  }

  return (
    // Its own words for a missing time or address, not the browser's bubble.
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p className="text-[0.9375rem] text-ink-soft">{zoneNote}</p>
      <div>
        <label htmlFor={`${ids}-day`} className="font-semibold">
          {copy.dayLabel}
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
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {day ? (
        <fieldset>
          <legend className="font-semibold">{copy.timesLegend(day.label)}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {day.times.map((time) => (
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
                {time.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={`${ids}-street`} className="font-semibold">
          {copy.addressLabel}
        </label>
        <p id={`${ids}-street-hint`} className="text-[0.9375rem] text-ink-soft">
          {copy.addressHint}
        </p>
        <input
          id={`${ids}-street`}
          type="text"
          aria-required="true"
          maxLength={200}
          value={street}
          onChange={(event) => setStreet(event.target.value)}
          aria-describedby={`${ids}-street-hint`}
          className={controlClasses}
        />
      </div>
      {error ? <ErrorNotice text={error} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {moving ? copy.saveMove : copy.saveBooking}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
          {copy.close}
        </Button>
      </div>
    </form>
  );
}
