/**
 * The id of the <template> that holds each page's script tag until its lead photo is drawn,
 * and its whole stylesheet's link until an island wakes: the build writes it
 * (scripts/astro/page-script.ts, scripts/astro/critical-css.ts) and the browser reads it
 * (app/lib/page-script-loader.ts, app/lib/whole-stylesheet.ts), decisions 222 to 224.
 */
export const pageScriptTemplateId = "page-script";
