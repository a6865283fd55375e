import type { ComponentPropsWithRef } from "react";
import { Icon } from "~/components/icon";

type SearchFieldProps = Omit<ComponentPropsWithRef<"input">, "id" | "type"> & {
  id: string;
  label: string;
};

/** A labeled search box with the magnifier inside it, as All Services and the inbox show it. */
export function SearchField({ id, label, ...input }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input id={id} type="search" {...input} />
      </div>
    </>
  );
}
