import { Icon } from "~/components/icon";

type PlayPauseButtonProps = {
  playing: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  /** Light ring and icon on photos and dark bands; ink on light bands. */
  tone: "on-dark" | "on-light";
  controls?: string;
};

const tones = {
  "on-dark": "border-white/60 bg-ink-deep/40 text-white hover:bg-ink-deep/70 hover:border-white",
  "on-light": "border-line-strong bg-card text-ink hover:border-ink",
} as const;

/** The visible stop for moving content (WCAG 2.2.2), shared by the hero and the carousel. */
export function PlayPauseButton({
  playing,
  onToggle,
  pauseLabel,
  playLabel,
  tone,
  controls,
}: PlayPauseButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? pauseLabel : playLabel}
      aria-controls={controls}
      title={playing ? pauseLabel : playLabel}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors duration-200 ease-out ${tones[tone]}`}
    >
      {/*
        The icon is redrawn on each press. Were it under the pointer, Chrome would send no
        pointerout when the pointer then left, and React, which derives leaving from
        pointerout, would keep the carousel hovered, and paused, after Play. The button
        takes the pointer instead.
      */}
      <Icon
        name={playing ? "pause-filled" : "play-filled"}
        className="pointer-events-none size-4"
      />
    </button>
  );
}
