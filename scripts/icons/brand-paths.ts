import { siFacebook, siGoogle, siInstagram, siYelp } from "simple-icons";
import { optimize } from "svgo";

/** A mark's outline, standalone, for drawing it in tests. */
export const brandSvg = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`;

/**
 * Yelp's mark carries a ® about a unit across in its lower right corner: less than a pixel
 * at the 20 px the site draws it, and some 600 bytes of outline (in every page's HTML
 * before the sprite). The ®'s subpaths are the ones that start right of x = 21 and below
 * y = 20; the burst's own start elsewhere.
 */
function withoutRegisteredMark(path: string): string {
  const absolute = optimize(brandSvg(path), {
    floatPrecision: 3,
    plugins: [
      {
        name: "preset-default",
        params: { overrides: { convertPathData: { forceAbsolutePath: true } } },
      },
    ],
  }).data;
  const d = /<path d="([^"]+)"/.exec(absolute)?.[1];
  if (!d) throw new Error("svgo left no path in Yelp's mark");
  return d
    .split(/(?=M)/)
    .filter((subpath) => {
      const [x = 0, y = 0] = (subpath.match(/-?\d*\.?\d+/g) ?? []).map(Number);
      return !(x > 21 && y > 20);
    })
    .join("");
}

/** The brand marks the site shows, from simple-icons (24-unit box). */
export const brands = {
  facebook: siFacebook.path,
  google: siGoogle.path,
  instagram: siInstagram.path,
  yelp: withoutRegisteredMark(siYelp.path),
} as const;

/**
 * The outline with coordinates to a hundredth of a unit, invisible at any size the site
 * shows a mark (a tenth made Instagram's rounded square wobble at 120 px). simple-icons
 * writes thousandths: Yelp's mark alone was 4.7 KB when every page drew the four marks
 * inline (decision 092); the sprite carries them once, still slim.
 */
export function slimPath(path: string): string {
  const { data } = optimize(brandSvg(path), { floatPrecision: 2, plugins: ["preset-default"] });
  const slim = /<path d="([^"]+)"/.exec(data)?.[1];
  if (!slim) throw new Error(`svgo left no path in ${data.slice(0, 80)}`);
  return slim;
}
