import { X } from "lucide-react";
import { controlClasses } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { formCopy } from "~content/forms";
import { serviceOptions } from "~content/services";
import type { ContactFormState } from "./use-contact-form";

const copy = formCopy.devTools;

/**
 * Developer mode only (VITE_CONTACT_DEV_MODE=true at build time): extra fields that are
 * appended to the message under 'Additional Information', and buttons that exercise the
 * form's paths without typing.
 */
export default function DevTools({ form, baseId }: { form: ContactFormState; baseId: string }) {
  const { setExtraFields, setField } = form;
  const { data } = form.state;
  const { extraFields } = data;

  const addField = () => {
    const nextId = extraFields.reduce((max, field) => Math.max(max, field.id), 0) + 1;
    setExtraFields([
      ...extraFields,
      { id: nextId, label: copy.extraFieldLabel(nextId), value: "" },
    ]);
  };

  const addService = () => {
    const next = serviceOptions.find((option) => !data.services.includes(option.value));
    if (next) setField("services", [...data.services, next.value]);
  };

  const fillSample = () => {
    setField("name", copy.sample.name);
    setField("email", copy.sample.email);
    setField("phone", copy.sample.phone);
    setField("message", copy.sample.message);
    if (data.services.length === 0) setField("services", [serviceOptions[0].value]);
  };

  return (
    <fieldset className="mt-3 rounded-control border border-dashed border-line-strong p-4">
      <legend className="px-1 font-semibold text-ink">{copy.heading}</legend>
      {extraFields.map((field) => {
        const inputId = `${baseId}-extra-${field.id}`;
        return (
          <div key={field.id} className="mb-3 flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor={inputId} className="mb-1.5 block font-semibold text-ink">
                {field.label}
              </label>
              <input
                id={inputId}
                value={field.value}
                onChange={(event) =>
                  setExtraFields(
                    extraFields.map((item) =>
                      item.id === field.id ? { ...item, value: event.target.value } : item,
                    ),
                  )
                }
                className={controlClasses}
              />
            </div>
            <Button
              variant="ghost"
              aria-label={copy.removeField(field.id)}
              onClick={() => setExtraFields(extraFields.filter((item) => item.id !== field.id))}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={addField}>
          {copy.addField}
        </Button>
        <Button variant="secondary" size="sm" onClick={addService}>
          {copy.addService}
        </Button>
        <Button variant="secondary" size="sm" onClick={form.showError}>
          {copy.testError}
        </Button>
        <Button variant="secondary" size="sm" onClick={fillSample}>
          {copy.testEmail}
        </Button>
      </div>
    </fieldset>
  );
}
