import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ErrorNotice } from "~/components/form/error-notice";
import { VisitTimeFields } from "~/components/form/visit-time-fields";
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
      <VisitTimeFields
        ids={ids}
        words={{ ...copy, zoneNote }}
        days={days}
        day={day}
        onDay={(next) => {
          setDate(next);
          setStart(null);
        }}
        start={start}
        onStart={setStart}
        street={street}
        onStreet={setStreet}
        streetAutoComplete="off"
      />
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
