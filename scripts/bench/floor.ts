import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { BenchServer } from "./server";

/**
 * The smallest page Lighthouse scores 100 on every category: a heading and a sentence, no
 * stylesheet, no script. Measured beside the site, it is the floor this machine sets:
 * where an empty page misses a figure (TBT on a slow or busy machine), the site's miss says
 * more about the machine than about the site.
 */
export const emptyPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Empty page</title>
    <meta name="description" content="The machine's floor for the Lighthouse bench." />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <h1>Empty page</h1>
    <p>A heading and a sentence, with no stylesheet and no script.</p>
  </body>
</html>
`;

/**
 * Serves `emptyPage` at `/` on a free loopback port, and 404 elsewhere: a robots.txt
 * answered with HTML would cost the page its SEO score. (The empty icon keeps Chrome from
 * asking for /favicon.ico, whose 404 it would log as an error, a best-practices fault.)
 */
export async function startEmptyPageServer(): Promise<BenchServer> {
  const server = createServer((request, response) => {
    const found = request.url === "/";
    response.writeHead(found ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(found ? emptyPage : "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
