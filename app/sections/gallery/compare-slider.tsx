import { useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import type { GalleryContent } from "~content/gallery";
import type { BeforeAfterPair } from "~contracts/gallery-manifest";
import { labelsVisible, sliderKeyTarget, sliderStart } from "./gallery-constants";

type CompareSliderProps = {
  pair: BeforeAfterPair;
  content: GalleryContent["compare"];
  handleRef?: Ref<HTMLDivElement>;
};

const labelClasses =
  "pointer-events-none absolute top-3 rounded-full bg-ink-deep/75 px-3 py-1 text-sm font-semibold tracking-wide text-on-dark uppercase transition-[opacity,visibility] duration-200 ease-out";

/**
 * The before photo laid over the after photo and clipped at the handle. Built here rather
 * than on react-compare-slider: its handle reads the position from a ref, so aria-valuenow
 * lags behind the picture, and it has no Home/End keys, both of which SPEC asks for.
 */
export function CompareSlider({ pair, content, handleRef }: CompareSliderProps) {
  const [position, setPosition] = useState(sliderStart);
  const frameRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current?.getBoundingClientRect();
    if (!frame || frame.width === 0) return;
    const ratio = (clientX - frame.left) / frame.width;
    setPosition(Math.round(Math.min(1, Math.max(0, ratio)) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const endDrag = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = sliderKeyTarget(event.key, position);
    if (target === null) return;
    event.preventDefault();
    setPosition(target);
  };

  const showLabels = labelsVisible(position);
  const labelState = showLabels ? "opacity-100" : "invisible opacity-0";

  return (
    <div
      ref={frameRef}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      // Horizontal drags belong to the slider; vertical ones still scroll the dialog.
      className="relative cursor-ew-resize touch-pan-y overflow-hidden rounded-card bg-ink select-none"
      style={{ aspectRatio: `${pair.after.width} / ${pair.after.height}` }}
    >
      <ResponsivePicture
        photo={pair.after}
        sizes="(min-width: 768px) 768px, 100vw"
        priority
        className="absolute inset-0 block"
        imgClassName="h-full w-full object-cover"
      />
      <div
        className="absolute inset-0"
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        data-testid="compare-before"
      >
        <ResponsivePicture
          photo={pair.before}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="block h-full w-full"
          imgClassName="h-full w-full object-cover"
        />
      </div>
      <span aria-hidden="true" className={`${labelClasses} left-3 ${labelState}`}>
        {content.before}
      </span>
      <span aria-hidden="true" className={`${labelClasses} right-3 ${labelState}`}>
        {content.after}
      </span>
      <div
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(11_22_40/0.25)]"
        style={{ left: `${position}%` }}
      />
      <div
        ref={handleRef}
        role="slider"
        tabIndex={0}
        aria-label={content.sliderLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={content.valueText(position)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="absolute top-1/2 flex size-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-ink-deep/80 text-white shadow-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus-on-dark"
        style={{ left: `${position}%` }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d="M9 6 3 12l6 6V6Zm6 0v12l6-6-6-6Z" />
        </svg>
      </div>
    </div>
  );
}
