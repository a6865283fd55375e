import { siFacebook, siGoogle, siInstagram, siYelp } from "simple-icons";
import { format, resolveConfig } from "prettier";
import { optimize } from "svgo";

/** A mark's outline, standalone, for drawing it in tests. */
export const brandSvg = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`;

/**
 * Yelp's mark carries a ® about a unit across in its lower right corner: less than a pixel
 * at the 20 px the site draws it, and some 600 bytes of every page's HTML, where the
 * gallery sits at the edge of its first round trip. The ®'s subpaths are the ones that
 * start right of x = 21 and below y = 20; the burst's own start elsewhere.
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

export const brandPathsModule = "app/components/brand-paths.ts";

/**
 * The outline with coordinates to a hundredth of a unit, invisible at any size the site
 * shows a mark (a tenth made Instagram's rounded square wobble at 120 px). simple-icons
 * writes thousandths, and Yelp's mark alone was 4.7 KB of every page's HTML: each page
 * shows the four marks, most of them twice.
 */
export function slimPath(path: string): string {
  const { data } = optimize(brandSvg(path), { floatPrecision: 2, plugins: ["preset-default"] });
  const slim = /<path d="([^"]+)"/.exec(data)?.[1];
  if (!slim) throw new Error(`svgo left no path in ${data.slice(0, 80)}`);
  return slim;
}

/** The TypeScript module `npm run icons` writes: one slim path per brand, as Prettier lays it out. */
export async function brandPathsSource(): Promise<string> {
  const entries = Object.entries(brands).map(([name, path]) => `  ${name}: "${slimPath(path)}",`);
  const source = [
    "// Written by `npm run icons` (scripts/icons/brand-paths.ts) from simple-icons: do not edit.",
    "export const brandPaths = {",
    ...entries,
    "} as const;",
    "",
    "export type Brand = keyof typeof brandPaths;",
    "",
  ].join("\n");
  const options = await resolveConfig(brandPathsModule);
  return format(source, { ...options, filepath: brandPathsModule });
}
