import { useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { Notice } from "~/admin/parts/notice";
import { Panel } from "~/admin/parts/panel";
import { Button } from "~/components/ui/button";
import { adminScheduleCopy } from "~content/admin-schedule";
import {
  numberRules,
  type ScheduleInfo,
  type ScheduleRefusal,
  type ScheduleRules,
} from "~contracts/admin-schedule";
import {
  checkDraft,
  type DraftErrors,
  fieldId,
  fieldOfServer,
  type RulesDraft,
  toDraft,
} from "./rules-draft";
import { DaysOffRows, WindowRows } from "./rules-rows";
import { InputField } from "./schedule-field";

const copy = adminScheduleCopy.schedule;

/** The server's refusal, read from the failure's words and field. */
function refusalOf(failure: unknown): ScheduleRefusal {
  if (!isApiFailure(failure, 400)) return { error: copy.errors.failed };
  const { detail } = failure;
  const field =
    typeof detail === "object" && detail !== null && "field" in detail ? detail.field : undefined;
  return { error: failure.message, field: typeof field === "string" ? field : undefined };
}

/** Moves the keyboard to the first field the owner must fix, once it is drawn. */
function focusFirst(errors: DraftErrors) {
  const [first] = Object.keys(errors);
  if (first) window.setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
}

/**
 * The availability, edited whole and saved whole: weekly hours, the numbers, days off. Each
 * error is said beside its field, and a summary above Save says the schedule was not saved.
 */
export function RulesForm({
  rules,
  onSaved,
}: {
  rules: ScheduleRules;
  onSaved: (info: ScheduleInfo) => void;
}) {
  const { client, announce } = useAdmin();
  const [draft, setDraft] = useState<RulesDraft>(() => toDraft(rules));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: Partial<RulesDraft>, rowsChanged = false) => {
    setDraft((current) => ({ ...current, ...next }));
    // A row added or removed moves the rows' numbers under their errors.
    if (rowsChanged) setErrors({});
  };

  async function save() {
    const checked = checkDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      setSummary(copy.errors.summary);
      focusFirst(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const info = await client.saveSchedule(checked.rules);
      setErrors({});
      setSummary(null);
      setDraft(toDraft(info.rules));
      onSaved(info);
      announce(copy.saved);
    } catch (failure) {
      if (isApiFailure(failure, 401)) return;
      const refusal = refusalOf(failure);
      const field = fieldOfServer(refusal.field);
      const found = field ? { [field]: refusal.error } : {};
      setErrors(found);
      setSummary(field ? copy.errors.summary : refusal.error);
      focusFirst(found);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel id="schedule-rules" title={copy.rulesHeading} spaced>
      <form
        noValidate
        className="space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void save();
        }}
      >
        <WindowRows
          rows={draft.windows}
          errors={errors}
          onChange={(windows) => change({ windows }, windows.length !== draft.windows.length)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {numberRules.map((rule) => (
            <InputField
              key={rule}
              field={{
                id: fieldId(rule),
                label: copy.numbers[rule].label,
                hint: copy.numbers[rule].hint,
                error: errors[rule],
              }}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={draft.numbers[rule]}
              onChange={(event) =>
                change({ numbers: { ...draft.numbers, [rule]: event.target.value } })
              }
            />
          ))}
        </div>
        <DaysOffRows
          rows={draft.daysOff}
          errors={errors}
          onChange={(daysOff) => change({ daysOff }, daysOff.length !== draft.daysOff.length)}
        />
        <div className="space-y-3">
          {summary ? (
            <Notice tone="error" role="alert">
              {summary}
            </Notice>
          ) : null}
          <Button type="submit" loading={saving}>
            {saving ? copy.saving : copy.save}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
