import { type ChildProcess, spawn } from "node:child_process";
import type { Channel } from "../../server/db/schema";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from "fastify";
import { buildApp } from "../../server/app";
import { createCaptchaProvider } from "../../server/captcha/create";
import type { CaptchaProvider } from "../../server/captcha/provider";
import { type Config, loadConfig } from "../../server/config";
import { openDatabase, type Store } from "../../server/db/database";

/** Shared by the server tests: real parts on 127.0.0.1, never mocks of our own code. */

export function tempDir(prefix = "lead-server-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A config as the server would load it, quiet, with an easy ALTCHA so tests run fast. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: tempDir(),
    ALTCHA_MAX_NUMBER: "20",
    ALTCHA_COST: "10",
    RATE_LIMIT_MAX: "1000",
    SERVE_SITE: "false",
    // The inbox's undo hold would slow every test that sends from it; its own tests set it.
    INBOX_UNDO_SECONDS: "0",
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  store: Store;
  captcha: CaptchaProvider;
  config: Config;
  /** How many submissions woke the outbox worker. */
  readonly queued: number;
  close: () => Promise<void>;
};

/** The API on a real SQLite file in a fresh DATA_DIR, driven with app.inject. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    now?: () => Date;
    channels?: readonly Channel[];
    onRoute?: (route: RouteOptions) => void;
    /** A logger whose lines the test reads (the config's LOG_LEVEL is then not used). */
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const store = await openDatabase(config);
  const captcha = await createCaptchaProvider(config, store.db, {
    now: options.now,
    verifyTimeoutMs: 1_000,
  });
  const counter = { queued: 0 };
  const app = await buildApp({
    config,
    store,
    captcha,
    serveSite: config.SERVE_SITE,
    now: options.now,
    channels: options.channels,
    onRoute: options.onRoute,
    logger: options.logger,
    onQueued: () => {
      counter.queued += 1;
    },
  });
  return {
    app,
    store,
    captcha,
    config,
    get queued() {
      return counter.queued;
    },
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

/** Fetches a challenge from the running app and solves it. */
export async function solvedToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/captcha/challenge" });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode}`);
  return solveAltcha(response.json());
}

/** Solves an ALTCHA challenge the way the widget does and returns the widget's payload. */
export async function solveAltcha(challenge: object): Promise<string> {
  const typed = challenge as Challenge;
  const solution = await solveChallenge({ challenge: typed, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: typed.parameters, signature: typed.signature },
      solution,
    }),
  ).toString("base64");
}

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** The value of a header of a raw message (names are case-insensitive; folded lines joined). */
export function mailHeaders(raw: string): Map<string, string[]> {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string[]>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

/** The message as readable text: quoted-printable soft breaks and escapes undone. */
export function decodedBody(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export type SmtpStub = { port: number; mails: ReceivedMail[]; close: () => Promise<void> };

/** A real SMTP server (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtpServer(port = 0): Promise<SmtpStub> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type HttpStub = {
  url: string;
  port: number;
  requests: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[];
  close: () => Promise<void>;
};

/** A tiny HTTP server on 127.0.0.1 answering with `respond`; it records every request. */
export async function startHttpStub(
  respond: (request: { url: string; body: string }, response: ServerResponse) => void,
): Promise<HttpStub> {
  const requests: HttpStub["requests"] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      respond({ url: req.url ?? "", body }, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `check` passes or the time is up. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the server on 127.0.0.1:`port` answers its health check. */
export async function waitForHealth(port: number, timeoutMs = 20_000) {
  await eventually(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    } catch {
      return false;
    }
  }, timeoutMs);
}

export const validContact = {
  name: "Maria Lopez",
  email: "maria@example.com",
  phone: "(630) 555-0199",
  service: "Kitchens, Bathrooms",
  message: "We would like a quote for a kitchen remodel this spring.",
  smsConsent: "Yes",
  type: "contact",
} as const;

export const validReview = {
  client_name: "Tom Becker",
  client_phone: "6305550123",
  review_platforms: ["google", "yelp"],
  message: "Left five stars on both.",
} as const;

/** The real entry point in its own process, as `npm start` runs it. */
export function startServerProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
}
