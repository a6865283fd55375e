import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import type { servicesContent } from "~content/home";
import type { ServiceView } from "~/lib/services";
import { PlayPauseButton } from "~/sections/shared/play-pause-button";
import { ServiceCard } from "./service-card";
import { useSwipeThreshold } from "~/hooks/use-swipe-threshold";
import { usePrefersReducedMotion } from "~/hooks/use-prefers-reduced-motion";
import { Icon } from "~/components/icon";

/** A new slide every 3 s. */
export const carouselDelayMs = 3000;

/**
 * Embla's duration is a physics setting, not milliseconds: at 20 a slide covers 99% of its
 * way in about 480 ms, the half-second slide the design asks for.
 */
const slideDuration = 20;

type ServicesCarouselProps = {
  services: readonly ServiceView[];
  content: typeof servicesContent;
  onOpen: (service: ServiceView) => void;
};

const arrowClasses =
  "hidden size-11 items-center justify-center rounded-full border border-line-strong bg-card text-ink transition-colors duration-200 hover:border-ink sm:inline-flex";

/**
 * The looping services carousel: swipe, dots, arrows, and autoplay that stops while the
 * pointer rests on it, while keyboard focus is in it, when paused, and under reduced motion.
 */
export function ServicesCarousel({ services, content, onOpen }: ServicesCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const playing = choice === null ? !reducedMotion : choice === "play";
  const [hovering, setHovering] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const running = playing && !hovering && !keyboardFocus;
  const runningRef = useRef(running);

  // Autoplay's own hover, focus and drag handling would restart it after the visitor
  // pressed pause, so it only gets play() and stop() from the state above.
  const [plugins] = useState(() => [
    Autoplay({
      delay: carouselDelayMs,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  const [viewportRef, api] = useEmblaCarousel(
    { loop: true, align: "start", duration: reducedMotion ? 0 : slideDuration },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const pauseRef = useRef<HTMLDivElement>(null);
  useSwipeThreshold(api);

  useEffect(() => {
    runningRef.current = running;
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (running) autoplay.play();
    else autoplay.stop();
  }, [api, running]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // A swipe stops autoplay on pointer down; start it again when the finger lifts.
    const onPointerUp = () => {
      if (runningRef.current) api.plugins().autoplay?.play();
    };
    const onReInit = () => {
      onSelect();
      if (runningRef.current) api.plugins().autoplay?.play();
    };
    onSelect();
    api.on("select", onSelect).on("reInit", onReInit).on("pointerUp", onPointerUp);
    return () => {
      api.off("select", onSelect).off("reInit", onReInit).off("pointerUp", onPointerUp);
    };
  }, [api]);

  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    // The pause control itself does not count: focusing it must not look like pausing.
    if (pauseRef.current?.contains(event.target)) return setKeyboardFocus(false);
    setKeyboardFocus(event.target.matches(":focus-visible"));
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setKeyboardFocus(false);
  }, []);

  const total = services.length;
  const card = { variant: "carousel", actionLabel: content.details, onOpen } as const;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={content.carouselLabel}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovering(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovering(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="-my-4 overflow-hidden py-4">
        <div id="services-slides" className="-ml-4 flex touch-pan-y touch-pinch-zoom sm:-ml-6">
          {services.map((service, index) => (
            <div
              key={service.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={content.slideLabel(index + 1, total)}
              className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 sm:basis-1/2 sm:pl-6 lg:basis-1/3"
            >
              <ServiceCard service={service} {...card} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <div ref={pauseRef}>
            <PlayPauseButton
              playing={playing}
              onToggle={() => setChoice(playing ? "pause" : "play")}
              pauseLabel={content.pause}
              playLabel={content.play}
              tone="on-light"
              controls="services-slides"
            />
          </div>
          <ul className="flex items-center">
            {services.map((service, index) => (
              <li key={service.slug}>
                <button
                  type="button"
                  aria-label={content.goToSlide(index + 1, total)}
                  aria-current={index === selected ? "true" : undefined}
                  aria-controls="services-slides"
                  onClick={() => api?.scrollTo(index)}
                  className="group/dot inline-flex h-11 w-9 items-center justify-center rounded-full sm:w-10"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2 rounded-full transition-all duration-300 ease-out ${
                      index === selected
                        ? "w-6 bg-ink"
                        : "w-2 bg-ink-muted/75 group-hover/dot:bg-ink"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={content.previous}
            aria-controls="services-slides"
            onClick={() => api?.scrollPrev()}
            className={arrowClasses}
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={content.next}
            aria-controls="services-slides"
            onClick={() => api?.scrollNext()}
            className={arrowClasses}
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
