/** Every word of the Gallery page: the view switch, both views and their dialogs. */
export const galleryContent = {
  views: {
    label: "Choose how to browse our work",
    gallery: "Gallery View",
    beforeAfter: "Before & After",
  },
  collage: {
    heading: "Project photos",
    /** While 'Show More' waits for the photos beyond the first page. */
    loading: "Loading project photos...",
    empty: "No project photos available yet.",
    showMore: "Show More Images",
    remaining: (count: number) => `${count} remaining`,
    openLabel: (alt: string) => `View full size: ${alt}`,
  },
  viewer: {
    title: "Project photo viewer",
    counter: (position: number, total: number) => `${position} of ${total}`,
    close: "Close viewer",
    previous: "Previous image",
    next: "Next image",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    zoomReset: "Reset zoom",
    zoomLevel: (percent: number) => `Zoom ${percent}%`,
    hint: "Drag to pan when zoomed. Ctrl or Cmd with + / - / 0 zooms.",
  },
  beforeAfter: {
    heading: "Before and after",
    /** While 'Show More' waits for the pairs beyond the first page. */
    loading: "Loading before/after pairs...",
    empty: "No before/after pairs available",
    project: (projectNumber: number) => `Project ${projectNumber}`,
    /** The card's visible text, "Project N Compare", word for word, then more (WCAG 2.5.3). */
    openLabel: (projectNumber: number) => `Project ${projectNumber} Compare before and after`,
    compare: "Compare",
    showMore: (remaining: number) => `Show More Transformations (${remaining} remaining)`,
  },
  /** Shown only without scripts, which cannot page: every photo past the first page. */
  withoutScript: {
    morePhotos: "More project photos",
    morePairs: "More before and after",
  },
  compare: {
    title: "Before & After",
    instructions: "Drag the slider or use the left and right arrow keys to compare.",
    sliderLabel: "Before and after position",
    valueText: (position: number) => `${position}% before shown`,
    before: "Before",
    after: "After",
    close: "Close comparison",
  },
} as const;

export type GalleryContent = typeof galleryContent;
