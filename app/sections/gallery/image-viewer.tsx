import { useCallback, useEffect, useRef, useState } from "react";
import {
  TransformComponent,
  TransformWrapper,
  type ReactZoomPanPinchContentRef,
  type ReactZoomPanPinchRef,
} from "react-zoom-pan-pinch";
import { ResponsivePicture } from "~/components/responsive-picture";
import { Dialog } from "~/components/ui/dialog";
import type { GalleryContent } from "~content/gallery";
import type { ManifestImage } from "~contracts/gallery-manifest";
import { isAtFit, pinchMin, stepZoom, zoomMax, zoomMin } from "./gallery-constants";
import { Icon } from "~/components/icon";

type ImageViewerProps = {
  images: readonly ManifestImage[];
  /** The open photo, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  content: GalleryContent["viewer"];
};

const zoomAnimationMs = 150;

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full text-on-dark transition-colors duration-200 hover:bg-white/10 disabled:opacity-40 disabled:hover:bg-transparent";

const navClasses =
  "absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink-deep/70 text-on-dark shadow-raised backdrop-blur-sm transition-colors duration-200 hover:bg-ink-deep";

/** Loaded on demand: the full-size photo viewer with zoom, pan, pinch and keyboard control. */
export default function ImageViewer({ images, index, onIndexChange, content }: ImageViewerProps) {
  const zoomRef = useRef<ReactZoomPanPinchContentRef>(null);
  const [scale, setScale] = useState(1);
  // The scale last asked for: keys pressed during a zoom animation step from it, not from
  // whatever in-between scale the animation has reached.
  const target = useRef(1);
  const total = images.length;
  const image = index === null ? null : images[index];
  const atFit = isAtFit(scale);

  const zoomTo = useCallback((next: number) => {
    // Centring on every step means 100% is always the photo fitted, with the pan reset.
    target.current = next;
    void zoomRef.current?.centerView(next, zoomAnimationMs);
    setScale(next);
  }, []);

  const go = useCallback(
    (delta: 1 | -1) => {
      if (index === null || total === 0) return;
      target.current = 1;
      setScale(1);
      onIndexChange((index + delta + total) % total);
    },
    [index, total, onIndexChange],
  );

  // Keys work wherever focus sits in the dialog; Escape is the dialog's own.
  useEffect(() => {
    if (index === null) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const modifier = event.ctrlKey || event.metaKey;
      if (modifier && (event.key === "=" || event.key === "+")) {
        event.preventDefault();
        zoomTo(stepZoom(target.current, 1));
      } else if (modifier && (event.key === "-" || event.key === "_")) {
        event.preventDefault();
        zoomTo(stepZoom(target.current, -1));
      } else if (modifier && event.key === "0") {
        event.preventDefault();
        zoomTo(1);
      } else if (!modifier && event.key === "ArrowLeft") {
        // Zoomed or not: the next photo opens fitted (go resets the zoom).
        event.preventDefault();
        go(-1);
      } else if (!modifier && event.key === "ArrowRight") {
        event.preventDefault();
        go(1);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [index, go, zoomTo]);

  const onTransform = (_ref: ReactZoomPanPinchRef, state: { scale: number }) => {
    setScale((current) => (Math.abs(current - state.scale) < 0.001 ? current : state.scale));
  };

  // A pinch may overshoot below the fitted size; it settles back at 100% (SPEC: pinch 1-3).
  const onPinchStop = (ref: ReactZoomPanPinchRef) => {
    if (ref.state.scale < pinchMin) zoomTo(1);
    else target.current = ref.state.scale;
  };
  const onWheelStop = (ref: ReactZoomPanPinchRef) => {
    target.current = ref.state.scale;
  };

  return (
    <Dialog
      open={image != null}
      onOpenChange={(open) => {
        if (open) return;
        // The viewer stays mounted between visits; the next photo opens fitted again.
        target.current = 1;
        setScale(1);
        onIndexChange(null);
      }}
      title={content.title}
      hideTitle
      closeLabel={content.close}
      size="xl"
      panelClassName="bg-ink-deep text-on-dark"
    >
      {image ? (
        <div className="flex flex-col gap-3">
          {/* Edge to edge on a phone: a landscape photo gets the screen's whole width. */}
          <div className="relative -mx-5 h-[62dvh] overflow-hidden bg-black/30 sm:mx-0 sm:h-[68dvh] sm:rounded-card">
            <TransformWrapper
              key={image.id}
              ref={zoomRef}
              minScale={zoomMin}
              maxScale={zoomMax}
              initialScale={1}
              centerOnInit
              centerZoomedOut
              wheel={{
                step: 0.1,
                activationKeys: (keys) => keys.some((k) => k === "Control" || k === "Meta"),
              }}
              panning={{ disabled: atFit, velocityDisabled: true }}
              doubleClick={{ disabled: true }}
              onTransform={onTransform}
              onPinchStop={onPinchStop}
              onWheelStop={onWheelStop}
            >
              <TransformComponent
                wrapperStyle={{ width: "100%", height: "100%" }}
                contentStyle={{ width: "100%", height: "100%" }}
              >
                <div className="flex h-full w-full items-center justify-center">
                  <ResponsivePicture
                    photo={image}
                    sizes="(min-width: 1200px) 1152px, 100vw"
                    priority
                    className="flex h-full w-full items-center justify-center"
                    imgClassName="max-h-full max-w-full object-contain"
                  />
                </div>
              </TransformComponent>
            </TransformWrapper>
            {atFit && total > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={content.previous}
                  className={`${navClasses} left-3`}
                >
                  <Icon name="chevron-left" className="size-6" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={content.next}
                  className={`${navClasses} right-3`}
                >
                  <Icon name="chevron-right" className="size-6" />
                </button>
              </>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {/* Counter, then caption: two blocks, so a screen reader says "1 of 36", then the
                caption, never "36White". */}
            <div
              className="flex min-w-0 flex-col gap-x-3 text-base sm:flex-row sm:items-baseline"
              aria-live="polite"
              aria-atomic="true"
              data-testid="viewer-status"
            >
              <p className="shrink-0 text-on-dark tabular-nums" data-testid="viewer-counter">
                {content.counter((index ?? 0) + 1, total)}
              </p>
              <p className="hidden text-on-dark-muted sm:block" data-testid="viewer-caption">
                {image.alt}
              </p>
            </div>
            <div
              className="flex items-center gap-1"
              role="group"
              aria-label={content.zoomLevel(Math.round(scale * 100))}
            >
              <button
                type="button"
                onClick={() => zoomTo(stepZoom(target.current, -1))}
                disabled={scale <= zoomMin}
                aria-label={content.zoomOut}
                className={controlClasses}
              >
                <Icon name="zoom-out" className="size-5" />
              </button>
              <output
                className="min-w-14 text-center text-base tabular-nums"
                data-testid="viewer-zoom"
              >
                {Math.round(scale * 100)}%
              </output>
              <button
                type="button"
                onClick={() => zoomTo(stepZoom(target.current, 1))}
                disabled={scale >= zoomMax}
                aria-label={content.zoomIn}
                className={controlClasses}
              >
                <Icon name="zoom-in" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => zoomTo(1)}
                disabled={atFit}
                aria-label={content.zoomReset}
                className={controlClasses}
              >
                <Icon name="rotate-ccw" className="size-5" />
              </button>
            </div>
          </div>
          <p className="hidden text-base text-on-dark-muted sm:block">{content.hint}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
