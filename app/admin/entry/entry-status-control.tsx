import { useState } from "react";
import type { EntryDetail, EntryStatus } from "~contracts/admin-api";
import { EntryStatusSelect } from "./entry-status";
import { WonValue } from "./won-value";

type EntryStatusControlProps = {
  entry: EntryDetail;
  now: number;
  saving: boolean;
  error: string | null;
  onPreview: Parameters<typeof EntryStatusSelect>[0]["onPreview"];
  /** Saves the status; resolves true once it is saved. */
  onChange: (status: EntryStatus, value?: number, reviewRequest?: boolean) => Promise<boolean>;
};

/** The lead's status, with the job's value asked for when a lead is marked won. */
export function EntryStatusControl({
  entry,
  now,
  saving,
  error,
  onPreview,
  onChange,
}: EntryStatusControlProps) {
  const [askingValue, setAskingValue] = useState(false);

  async function save(status: EntryStatus, value?: number, reviewRequest?: boolean) {
    if (await onChange(status, value, reviewRequest)) setAskingValue(false);
  }

  return (
    <div className="sm:w-60 sm:shrink-0">
      <EntryStatusSelect
        status={entry.status}
        kind={entry.kind}
        saving={saving}
        now={now}
        onPreview={onPreview}
        onChange={(status, reviewRequest) =>
          status === "won" && entry.kind === "lead"
            ? setAskingValue(true)
            : void save(status, undefined, reviewRequest)
        }
      />
      {askingValue ? (
        <WonValue
          initial={entry.wonValue}
          saving={saving}
          onSave={(value) => void save("won", value)}
          onCancel={() => setAskingValue(false)}
        />
      ) : null}
      {error ? (
        <p className="mt-2 font-semibold text-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
