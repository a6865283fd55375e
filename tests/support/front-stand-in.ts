import {
  createServer as createHttpServer,
  request,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";

/**
 * A reverse proxy on 127.0.0.1 in front of the app, as Caddy or nginx stands in production.
 * It reaches the app from `localAddress` (another loopback address), so the app can tell
 * the proxy from the client, and passes the client's address in X-Forwarded-For:
 * "replace" drops what the client sent (Caddy's default), "append" adds to it (nginx's
 * $proxy_add_x_forwarded_for), "none" forwards nothing.
 */
export type FrontStandIn = { url: string; close: () => Promise<void> };

export async function startFrontStandIn(options: {
  target: string;
  forwardedFor: "replace" | "append" | "none";
  localAddress?: string;
  tls?: { key: string; cert: string };
}): Promise<FrontStandIn> {
  const target = new URL(options.target);
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const client = incoming.socket.remoteAddress ?? "";
    const sent = incoming.headers["x-forwarded-for"];
    const headers = { ...incoming.headers };
    delete headers["x-forwarded-for"];
    if (options.forwardedFor === "replace") headers["x-forwarded-for"] = client;
    if (options.forwardedFor === "append") {
      headers["x-forwarded-for"] = sent ? `${String(sent)}, ${client}` : client;
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers,
        localAddress: options.localAddress ?? "127.0.0.2",
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  };
  const server = options.tls ? createHttpsServer(options.tls, handle) : createHttpServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? "https" : "http"}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
