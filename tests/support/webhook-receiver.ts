import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/**
 * A webhook receiver on 127.0.0.1, as a CRM would be: it checks every delivery with the
 * `standardwebhooks` package's own verifier and the shared secret, keeps what it accepted
 * and what it refused, and can be told to fail or redirect the next deliveries.
 */

export type ReceivedWebhook = {
  id: string;
  /** `webhook-timestamp`, Unix seconds of the attempt. */
  timestamp: number;
  type: string;
  /** The parsed body: `{ type, timestamp, data }`. */
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  raw: string;
  receivedAt: Date;
};

export type RefusedWebhook = {
  headers: IncomingHttpHeaders;
  raw: string;
  reason: string;
  receivedAt: Date;
};

export type WebhookReceiver = {
  url: string;
  /** Verified deliveries answered 204, in order. */
  deliveries: ReceivedWebhook[];
  /** Deliveries whose signature, headers or timestamp did not verify (answered 401). */
  rejected: RefusedWebhook[];
  /** Every verified attempt with the status it was answered, scripted failures included. */
  attempts: { id: string; status: number; receivedAt: Date }[];
  /** The next `count` verified deliveries are answered `status` instead of 204. */
  failNext(count: number, status?: number): void;
  /** The next `count` verified deliveries are answered 307 to `location`. */
  redirectNext(count: number, location?: string): void;
  close(): Promise<void>;
};

type Scripted = { status: number; location?: string };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Node gives a repeated header as an array; the verifier wants one string per name. */
function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

export async function startWebhookReceiver(options: {
  secret: string;
  now?: () => Date;
}): Promise<WebhookReceiver> {
  const verifier = new Webhook(options.secret);
  const now = options.now ?? (() => new Date());
  const deliveries: ReceivedWebhook[] = [];
  const rejected: RefusedWebhook[] = [];
  const attempts: WebhookReceiver["attempts"] = [];
  const script: Scripted[] = [];

  const server = createServer((request, response) => {
    const receivedAt = now();
    void readBody(request).then((raw) => {
      const headers = flatHeaders(request.headers);
      let body: ReceivedWebhook["body"];
      try {
        if (request.method !== "POST") throw new Error(`method ${request.method}`);
        body = verifier.verify(raw, headers) as ReceivedWebhook["body"];
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        rejected.push({ headers: request.headers, raw, reason, receivedAt });
        response.writeHead(401, { "content-type": "text/plain" }).end(reason);
        return;
      }
      const id = headers["webhook-id"] ?? "";
      const scripted = script.shift();
      const status = scripted?.status ?? 204;
      attempts.push({ id, status, receivedAt });
      if (!scripted) {
        const timestamp = Number(headers["webhook-timestamp"]);
        deliveries.push({ id, timestamp, type: body.type, body, raw, receivedAt });
      }
      const extra = scripted?.location ? { location: scripted.location } : {};
      response.writeHead(status, extra).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    deliveries,
    rejected,
    attempts,
    failNext(count, status = 500) {
      for (let i = 0; i < count; i += 1) script.push({ status });
    },
    redirectNext(count, location = "https://elsewhere.example/hooks") {
      for (let i = 0; i < count; i += 1) script.push({ status: 307, location });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
