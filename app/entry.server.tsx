import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Used only at build time: with ssr off, this renders each prerendered page. It waits for
 * every Suspense boundary, so the static HTML holds the whole page, not loading fallbacks.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    // React moves a large Suspense boundary out of line, to be swapped in by a script that
    // runs late; a static page has nothing left to stream, so every section stays in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
