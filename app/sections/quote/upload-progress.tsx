import { photosCopy } from "~content/photos-copy";

/** How much of a quote request with photos has been sent, as a bar and in words. */
export default function UploadProgress({ id, percent }: { id: string; percent: number }) {
  const labelId = `${id}-label`;
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="grid gap-1.5">
      <p className="flex justify-between gap-4 text-[0.9375rem] text-ink-soft">
        <span id={labelId} className="font-medium text-ink">
          {photosCopy.uploading}
        </span>
        <span aria-hidden="true">{photosCopy.uploaded(value)}</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={photosCopy.uploaded(value)}
        className="h-2 overflow-hidden rounded-full bg-surface-sunk"
      >
        <div
          className="h-full rounded-full bg-ink transition-[width] duration-200 ease-out"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
