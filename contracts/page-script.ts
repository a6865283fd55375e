/**
 * The id of the <template> that holds each page's script tag until the first paint: the
 * build writes it (scripts/astro/page-script.ts) and the browser reads it
 * (app/lib/page-script-loader.ts), decision 222.
 */
export const pageScriptTemplateId = "page-script";
