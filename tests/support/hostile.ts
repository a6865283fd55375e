import type { FastifyBaseLogger } from "fastify";
import { connect, type AddressInfo, type Socket } from "node:net";
import { Writable } from "node:stream";
import { createLogger } from "../../server/logger";
import type { TestApp } from "./server";

/** What an attacker's requests leave behind: log lines, rows, answers read off the wire. */

export type LogLine = { level: number; msg: string; [key: string]: unknown };

/** A logger at `info` whose every line the test can read. */
export function capturedLog(): { logger: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: "info" }, sink), lines };
}

/** pino's number for `error`; `fatal` is above it. */
export const errorLevel = 50;

/** The rows a quote request may leave: none, when it was refused. */
export async function storedRows(t: TestApp) {
  const count = async (table: "leads" | "lead_photos" | "outbox" | "idempotency_keys") =>
    Number(
      (
        await t.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    leads: await count("leads"),
    photos: await count("lead_photos"),
    outbox: await count("outbox"),
    keys: await count("idempotency_keys"),
  };
}

/** Starts the app on a loopback port and answers it. */
export async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return (t.app.server.address() as AddressInfo).port;
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Writes `bytes` to the server as they are, on a socket of its own (no client library
 * to tidy a hostile request up), and reads the answer off the wire.
 */
export function rawRequest(port: number, bytes: Buffer | string): Promise<RawAnswer> {
  const connection = rawConnection(port);
  connection.socket.write(bytes);
  return connection.answer;
}

/**
 * A socket to the server that the test writes to at its own pace (a slow upload, one
 * left half sent), and the answer read off it.
 */
export function rawConnection(port: number): { socket: Socket; answer: Promise<RawAnswer> } {
  const socket = connect(port, "127.0.0.1");
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const parsed = parseAnswer(Buffer.concat(chunks));
      if (parsed) {
        socket.destroy();
        resolve(parsed);
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error("closed without a whole answer")));
  });
  // A test that abandons its upload never reads the answer.
  answer.catch(() => {});
  return { socket, answer };
}

/** An HTTP/1.1 answer with a Content-Length body, once it has all arrived. */
function parseAnswer(data: Buffer): RawAnswer | undefined {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine = "", ...headerLines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers["content-length"] ?? 0);
  const body = data.subarray(end + 4);
  if (body.length < length) return undefined;
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: body.subarray(0, length).toString("utf8"),
  };
}

/** A POST to the quote route with the body given whole, as raw bytes. */
export function rawPost(contentType: string, body: Buffer | string, extra = ""): Buffer {
  const payload = typeof body === "string" ? Buffer.from(body, "latin1") : body;
  return Buffer.concat([rawHead(contentType, payload.length, extra), payload]);
}

/** The head of a POST to the quote route; without a length, its body is sent chunked. */
export function rawHead(contentType: string, contentLength?: number, extra = ""): Buffer {
  const framing =
    contentLength === undefined
      ? "Transfer-Encoding: chunked\r\n"
      : `Content-Length: ${contentLength}\r\n`;
  return Buffer.from(
    "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
      `Content-Type: ${contentType}\r\n${framing}${extra}\r\n`,
    "latin1",
  );
}

/** One chunk of a chunked body; an empty one ends it. */
export function chunk(bytes: Buffer | string): Buffer {
  const data = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : bytes;
  return Buffer.concat([
    Buffer.from(`${data.length.toString(16)}\r\n`, "latin1"),
    data,
    Buffer.from("\r\n", "latin1"),
  ]);
}

/** The text parts of a multipart body, as a browser writes them. */
export function textParts(boundary: string, fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
}

/** The head of a file part in the `photos` field: its bytes come next. */
export function fileHead(boundary: string, filename: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${filename}"\r\n` +
    "Content-Type: image/jpeg\r\n\r\n"
  );
}
