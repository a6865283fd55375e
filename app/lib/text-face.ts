/** Set once the text face has loaded in this tab; read by the head's inline script. */
export const fontHeldKey = "font-held";

function markHeld() {
  try {
    sessionStorage.setItem(fontHeldKey, "");
  } catch {
    // Storage is off: the visit's next pages are drawn in the fallback too.
  }
}

/**
 * A visit's first page is drawn in the metric-matched fallback (FirstPaintFlags.astro,
 * decision 221). Once it has loaded (the page script itself runs after the first paint),
 * this fetches the text face for the visit's next pages and marks it held, so they are
 * drawn in it from their first paint. It loads the last face declared for the family, the
 * core cut (scripts/fonts/build-fonts.ts): a load by family name would fetch fontsource's
 * whole Latin file too. This page keeps the fallback, so nothing on it moves.
 */
export function fetchTextFaceForNextPages(): void {
  if (document.documentElement.dataset.fontFallback === undefined) return;
  const fetchFace = () => {
    const faces = [...document.fonts].filter((face) => face.family.includes("Inter Variable"));
    void faces
      .at(-1)
      ?.load()
      .then(markHeld, () => undefined);
  };
  if (document.readyState === "complete") fetchFace();
  else window.addEventListener("load", fetchFace, { once: true });
}
