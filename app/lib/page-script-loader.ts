import { pageScriptTemplateId } from "../../contracts/page-script";
import { afterFirstPaint } from "./after-first-paint";

let loading: Promise<unknown> | undefined;

/**
 * Imports the page's own script (app/lib/page-script.ts) once the first content has
 * painted, from the address in its <template> (decision 222). Every caller gets the same
 * wait and the same module: the directive's inline code starts it on every page, an island
 * about to hydrate waits for it, and the inbox starts it on mount. A page without the
 * template (development, where Astro's tag runs as it arrives), or a fetch that failed,
 * resolves all the same: an island must still wake.
 */
export function loadPageScript(): Promise<unknown> {
  loading ??= afterFirstPaint().then(() => {
    const template = document.getElementById(pageScriptTemplateId);
    const src =
      template instanceof HTMLTemplateElement
        ? template.content.querySelector("script")?.getAttribute("src")
        : null;
    return src ? import(/* @vite-ignore */ src).catch(() => undefined) : undefined;
  });
  return loading;
}
