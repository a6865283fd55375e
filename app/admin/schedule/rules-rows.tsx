import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Button } from "~/components/ui/button";
import { adminScheduleCopy } from "~content/admin-schedule";
import { scheduleLimits } from "~contracts/admin-schedule";
import {
  type DaysOffDraft,
  type DraftErrors,
  fieldId,
  rowKey,
  type WindowDraft,
} from "./rules-draft";
import { InputField, SelectField } from "./schedule-field";

const copy = adminScheduleCopy.schedule;

type Rows<T> = { rows: T[]; errors: DraftErrors; onChange: (rows: T[]) => void };

const field = (key: string, label: string, errors: DraftErrors) => ({
  id: fieldId(key),
  label,
  error: errors[key],
});

/** A group of rows with a legend, a hint, an error for the whole, and its Add button. */
function Group({
  name,
  legend,
  hint,
  empty,
  error,
  count,
  add,
  onAdd,
  children,
}: {
  name: string;
  legend: string;
  hint: string;
  empty: string;
  error?: string;
  count: number;
  add: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const hintId = `schedule-${name}-hint`;
  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-lg font-semibold">{legend}</legend>
      <p id={hintId} className="mt-1 text-[0.9375rem] text-ink-soft">
        {hint}
      </p>
      {count === 0 ? <p className="mt-3 text-ink-muted">{empty}</p> : null}
      <ul className="mt-3 space-y-3">{children}</ul>
      {error ? (
        <p id={fieldId(name)} className="mt-2 font-semibold text-error">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" className="mt-3" onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        {add}
      </Button>
    </fieldset>
  );
}

// On a phone a row is set apart by a rule, not a box: the two times need its width.
const rowClasses = "border-t border-line pt-4 sm:rounded-control sm:border sm:p-4";

/** A row's Remove button; focus goes to the group's Add button, as the row is gone. */
function Remove({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="px-3" aria-label={label} onClick={onRemove}>
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}

export function WindowRows({ rows, errors, onChange }: Rows<WindowDraft>) {
  const group = useRef<HTMLDivElement>(null);
  const set = (i: number, change: Partial<WindowDraft>) =>
    onChange(rows.map((row, at) => (at === i ? { ...row, ...change } : row)));
  const focusAdd = () => group.current?.querySelector<HTMLButtonElement>("ul ~ button")?.focus();
  return (
    <div ref={group}>
      <Group
        name="windows"
        legend={copy.windowsLegend}
        hint={copy.windowsHint}
        empty={copy.noWindows}
        error={errors.windows}
        count={rows.length}
        add={copy.addWindow}
        onAdd={() => {
          if (rows.length >= scheduleLimits.windows) return;
          const last = rows.at(-1);
          const weekday = last ? String((Number(last.weekday) % 7) + 1) : "1";
          onChange([...rows, { key: rowKey(), weekday, start: "08:00", end: "17:00" }]);
        }}
      >
        {rows.map((row, i) => (
          <li key={row.key} className={rowClasses}>
            <fieldset className="grid min-w-0 grid-cols-2 items-start gap-3 sm:grid-cols-[1.4fr_1fr_1fr_auto]">
              <legend className="sr-only">{copy.windowLegend(i + 1)}</legend>
              <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
                <div className="min-w-0 flex-1">
                  <SelectField
                    field={field(`windows.${i}.weekday`, copy.weekday, errors)}
                    value={row.weekday}
                    onChange={(event) => set(i, { weekday: event.target.value })}
                  >
                    {copy.weekdays.map((name, day) => (
                      <option key={name} value={String(day + 1)}>
                        {name}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <div className="sm:hidden">
                  <Remove
                    label={copy.removeWindow(
                      copy.weekdays[Number(row.weekday) - 1] ?? "",
                      row.start,
                    )}
                    onRemove={() => {
                      onChange(rows.filter((_, at) => at !== i));
                      focusAdd();
                    }}
                  />
                </div>
              </div>
              <InputField
                field={field(`windows.${i}.start`, copy.opens, errors)}
                type="time"
                narrow
                value={row.start}
                onChange={(event) => set(i, { start: event.target.value })}
              />
              <InputField
                field={field(`windows.${i}.end`, copy.closes, errors)}
                type="time"
                narrow
                value={row.end}
                onChange={(event) => set(i, { end: event.target.value })}
              />
              <div className="self-end max-sm:hidden">
                <Remove
                  label={copy.removeWindow(copy.weekdays[Number(row.weekday) - 1] ?? "", row.start)}
                  onRemove={() => {
                    onChange(rows.filter((_, at) => at !== i));
                    focusAdd();
                  }}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </Group>
    </div>
  );
}

export function DaysOffRows({ rows, errors, onChange }: Rows<DaysOffDraft>) {
  const group = useRef<HTMLDivElement>(null);
  const set = (i: number, change: Partial<DaysOffDraft>) =>
    onChange(rows.map((row, at) => (at === i ? { ...row, ...change } : row)));
  return (
    <div ref={group}>
      <Group
        name="daysOff"
        legend={copy.daysOffLegend}
        hint={copy.daysOffHint}
        empty={copy.noDaysOff}
        error={errors.daysOff}
        count={rows.length}
        add={copy.addDaysOff}
        onAdd={() => {
          if (rows.length >= scheduleLimits.daysOff) return;
          onChange([...rows, { key: rowKey(), from: "", to: "" }]);
          // The new row's first day, once it is drawn.
          window.setTimeout(
            () => document.getElementById(fieldId(`daysOff.${rows.length}.from`))?.focus(),
            0,
          );
        }}
      >
        {rows.map((row, i) => (
          <li key={row.key} className={rowClasses}>
            <fieldset className="grid min-w-0 grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <legend className="sr-only">{copy.daysOffItemLegend(i + 1)}</legend>
              <InputField
                field={field(`daysOff.${i}.from`, copy.from, errors)}
                type="date"
                narrow
                value={row.from}
                onChange={(event) => set(i, { from: event.target.value })}
              />
              <InputField
                field={field(`daysOff.${i}.to`, copy.to, errors)}
                type="date"
                narrow
                value={row.to}
                min={row.from || undefined}
                onChange={(event) => set(i, { to: event.target.value })}
              />
              <div className="max-sm:col-span-2 sm:self-end">
                <Remove
                  label={copy.removeDaysOff(row.from || String(i + 1))}
                  onRemove={() => {
                    onChange(rows.filter((_, at) => at !== i));
                    group.current?.querySelector<HTMLButtonElement>("ul ~ button")?.focus();
                  }}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </Group>
    </div>
  );
}
