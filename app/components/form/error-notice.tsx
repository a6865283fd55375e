import { Icon } from "~/components/icon";

/** A failed send, announced as an alert, so a screen reader hears it at once. */
export function ErrorNotice({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-control border border-error/30 bg-error-soft p-4 text-ink"
    >
      <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-error" />
      <p className="font-medium">{text}</p>
    </div>
  );
}
