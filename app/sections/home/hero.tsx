import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { buttonClasses } from "~/components/ui/button-styles";
import type { heroContent } from "~content/home";
import { getPhoto, type LeadPhoto } from "~/lib/photos";
import { scrollToSection } from "~/lib/scroll";
import {
  pageStart,
  useEverySixSeconds,
  useLoadedImages,
  useStaggeredMount,
} from "./hero-slideshow";
import { PlayPauseButton } from "~/sections/shared/play-pause-button";
import { usePrefersReducedMotion } from "~/hooks/use-prefers-reduced-motion";
import { Icon } from "~/components/icon";

type HeroProps = { content: typeof heroContent };

const photoSizes = "100vw";

/** The first slide's photo: the home page's largest paint, preloaded from the head. */
export function heroLeadPhoto(content: typeof heroContent): LeadPhoto {
  const first = content.slides[0];
  if (!first) throw new Error("The hero needs at least one slide");
  return { photo: getPhoto(first.photo), sizes: photoSizes, phoneCrop: true };
}

const two = (n: number) => String(n).padStart(2, "0");

function scrollTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSection(id, { focus: true });
  };
}

/** The first screen: rotating project photos under a scrim, the promise and two actions. */
export function Hero({ content }: HeroProps) {
  const { slides } = content;
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses the control: until then the system preference decides.
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const playing = choice === null ? !reducedMotion : choice === "play";
  // Playing on its own, the slideshow keeps the page's time; pressing play restarts it.
  const [start, setStart] = useState(pageStart);
  const [current, setCurrent] = useState(0);
  const mediaRef = useRef<HTMLDivElement>(null);
  const mounted = useStaggeredMount(slides.length, playing, start);
  const loaded = useLoadedImages(mediaRef);
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  }, [loaded]);

  const advance = useCallback(() => {
    setCurrent((index) => {
      for (let step = 1; step < slides.length; step++) {
        const next = (index + step) % slides.length;
        if (loadedRef.current.has(next)) return next;
      }
      return index;
    });
  }, [slides.length]);
  useEverySixSeconds(playing, start, advance);

  const slide = slides[current] ?? slides[0];

  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden bg-ink-deep text-on-dark lg:max-h-[56rem]"
    >
      <div ref={mediaRef} className="absolute inset-0 -z-20" id="hero-photos">
        {slides.slice(0, mounted).map((item, index) => (
          <div
            key={item.photo}
            data-slide={index}
            aria-hidden={index !== current}
            className="absolute inset-0 transition-opacity duration-700 ease-out"
            style={{ opacity: index === current ? 1 : 0 }}
          >
            <ResponsivePicture
              photo={getPhoto(item.photo)}
              alt={item.alt}
              sizes={photoSizes}
              priority={index === 0}
              phoneCrop
              className="block h-full w-full"
              imgClassName="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      {/* Scrims: white text stays above 4.5:1 wherever it sits, whatever the photo. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-ink-deep/60 via-ink-deep/72 to-ink-deep/90 lg:bg-[linear-gradient(90deg,rgb(11_22_40/0.9)_0%,rgb(11_22_40/0.78)_42%,rgb(11_22_40/0.25)_100%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-2/5 bg-linear-to-t from-ink-deep/85 to-transparent"
      />

      <div className="container-site flex flex-1 flex-col justify-end pt-16 pb-8 lg:justify-center lg:pt-20 lg:pb-10">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.12em] text-on-dark uppercase">
            {content.eyebrow}
          </p>
          <h1 id="hero-heading" className="mt-4 text-display text-white">
            {content.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-on-dark sm:text-xl">{content.lead}</p>
          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <a
              href="#contact"
              onClick={scrollTo("contact")}
              className={buttonClasses("primary", "lg")}
            >
              {content.primaryAction}
              <Icon name="arrow-right" className="size-5" />
            </a>
            <a
              href="#portfolio"
              onClick={scrollTo("portfolio")}
              className={buttonClasses("outline-on-dark", "lg")}
            >
              {content.secondaryAction}
            </a>
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-6 border-t border-white/20 pt-6 lg:mt-auto lg:flex-row lg:items-end lg:justify-between">
          <ul className="grid grid-cols-3 gap-4 sm:max-w-xl sm:gap-8">
            {content.proof.map((item) => (
              <li key={item.label}>
                <span className="block text-3xl font-semibold tracking-tight text-white tabular-nums sm:text-4xl">
                  {item.value}
                </span>
                <span className="mt-1 block text-sm leading-snug text-on-dark sm:text-base">
                  {item.label}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-4 self-end text-sm text-on-dark">
            <p>
              <span className="font-medium">{slide.caption}</span>
              <span className="sr-only">, {content.slidePosition(current + 1, slides.length)}</span>
              <span aria-hidden="true" className="ml-3 text-on-dark tabular-nums">
                {two(current + 1)} / {two(slides.length)}
              </span>
            </p>
            <PlayPauseButton
              playing={playing}
              onToggle={() => {
                if (!playing) setStart(performance.now());
                setChoice(playing ? "pause" : "play");
              }}
              pauseLabel={content.pause}
              playLabel={content.play}
              tone="on-dark"
              controls="hero-photos"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
