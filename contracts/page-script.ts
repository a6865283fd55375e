/**
 * The id of the <template> that holds each page's script tag until its lead photo is drawn:
 * the build writes it (scripts/astro/page-script.ts) and the browser reads it
 * (app/lib/page-script-loader.ts), decisions 222 and 223.
 */
export const pageScriptTemplateId = "page-script";
