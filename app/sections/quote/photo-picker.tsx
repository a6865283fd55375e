import { Camera, CircleAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, type RefObject } from "react";
import { photosCopy } from "~content/photos-copy";
import type { Photos } from "./types";

// There are photos to show only once the photo code has been fetched: the thumbnails come
// with it, not with the form.
const PhotoList = lazy(() => import("./photo-list"));

type PhotoPickerProps = {
  id: string;
  photos: Photos;
  /** The server's refusal of a photo, naming the file. */
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The visitor chose or removed a photo. */
  onChange?: () => void;
};

/**
 * "Add photos (optional)": a native file input, visually replaced by its label, then the
 * chosen photos as thumbnails, each with its remove button, and what went wrong in words.
 * Before the form's script runs the input still opens the phone's picker; the files it
 * holds then are taken on when the form wakes.
 */
export function PhotoPicker({ id, photos, error, inputRef, onChange }: PhotoPickerProps) {
  const { add, remove, photos: chosen, preparing, notices } = photos;
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  const helpId = `${id}-help`;
  const statusId = `${id}-status`;
  const messagesId = `${id}-messages`;
  const problems = [...(error ? [error] : []), ...notices];

  // Files picked before hydration: React's change handler never saw them.
  useEffect(() => {
    const input = inputRef.current;
    if (!input?.files?.length) return;
    add(Array.from(input.files));
    input.value = "";
  }, [add, inputRef]);

  // A removed photo's button is gone: focus moves to the photo now in its place, or back
  // to the picker when none is left.
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll("button") ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? inputRef.current)?.focus();
  }, [chosen, inputRef]);

  const status = [
    chosen.length > 0 ? photosCopy.count(chosen.length) : "",
    preparing > 0 ? photosCopy.preparing(preparing) : "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="relative min-w-0">
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Emptied, so choosing the same photo again after removing it still counts.
          event.target.value = "";
          add(files);
          onChange?.();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[helpId, statusId, problems.length ? messagesId : ""]
          .filter(Boolean)
          .join(" ")}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-control border border-dashed border-line-strong bg-card px-4 py-3 font-semibold text-ink transition-colors duration-150 ease-out peer-focus-visible:border-focus peer-focus-visible:ring-3 peer-focus-visible:ring-focus/30 peer-aria-invalid:border-error hover:border-ink-muted hover:bg-surface"
      >
        <Camera className="size-5 shrink-0 text-ink-soft" aria-hidden="true" />
        {photosCopy.label}
      </label>
      <p id={helpId} className="mt-1.5 text-[0.9375rem] leading-6 text-ink-soft">
        {photosCopy.help}
      </p>

      {chosen.length > 0 || preparing > 0 ? (
        <Suspense fallback={null}>
          <PhotoList
            listRef={listRef}
            photos={chosen}
            preparing={preparing}
            onRemove={(index, photoId) => {
              removedAt.current = index;
              remove(photoId);
              onChange?.();
            }}
          />
        </Suspense>
      ) : null}

      <p
        id={statusId}
        aria-live="polite"
        className={status ? "mt-2 text-[0.9375rem] font-medium text-ink-soft" : "sr-only"}
      >
        {status}
      </p>
      {/* The live region is always there, so a message that appears in it is announced. */}
      <div id={messagesId} aria-live="polite" className="mt-1.5 grid gap-1">
        {problems.map((problem) => (
          <p
            key={problem}
            className="flex items-start gap-1.5 text-[0.9375rem] leading-6 text-error"
          >
            <CircleAlert className="mt-1 size-4 shrink-0" aria-hidden="true" />
            <span>{problem}</span>
          </p>
        ))}
      </div>
    </div>
  );
}
