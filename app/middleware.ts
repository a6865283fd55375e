import { defineMiddleware } from "astro:middleware";
import sprite from "./components/icons.svg?raw";
import { spriteSymbols, withPageSymbols } from "./lib/page-symbols";

const symbols = spriteSymbols(sprite);

/**
 * Every page as Astro writes it, at build and in development alike, carries the symbols
 * its icons draw (decision 225). The site is static: this runs once per page, at build.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  return new Response(withPageSymbols(await response.text(), symbols), response);
});
