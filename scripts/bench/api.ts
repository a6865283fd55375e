import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { altchaProvider } from "../../server/captcha/altcha";
import { openDatabase } from "../../server/db/database";

/**
 * The API under load with the captcha on: the lead server from source on loopback with
 * SQLite (WAL, synchronous=FULL) and ALTCHA at a low difficulty. Every request carries a
 * freshly solved challenge, so each pays the same verification and replay check a real
 * visitor's does. Tokens are solved before the clock starts; the server never sees the
 * solving. After the runs, the leads in the database are counted: a 200 counts as a
 * durable lead only if its row is there.
 */

export type ApiRow = {
  endpoint: string;
  connections: number;
  seconds: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  "leads/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "max ms": number;
  /** The server process's CPU time (user + system) per request: what one core can afford. */
  "server CPU ms/req": number;
};

export type ApiBenchResult = { rows: ApiRow[]; storedLeads: number; acknowledgedLeads: number };

type Options = {
  seconds: number;
  connections: number[];
  env?: Record<string, string>;
  /** Which channels the run has on, as the table names it, e.g. "email" or "every channel". */
  channels?: string;
  /** Leave out the health check's row (it was measured in the first run). */
  skipHealth?: boolean;
};

export const lead = {
  name: "Bench Visitor",
  email: "bench@example.com",
  phone: "",
  service: "Kitchen Remodeling",
  message: "Load test request, please ignore.",
  smsConsent: "No",
  type: "contact",
  website: "",
};

// Low difficulty: solving is cheap for the bench, verifying costs what it always costs.
const altcha = { ALTCHA_MAX_NUMBER: "10", ALTCHA_COST: "10", ALTCHA_EXPIRES_SECONDS: "3600" };

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  return typeof address === "object" && address ? address.port : 0;
}

/** Challenges made with the server's own code and key, solved the way the widget solves them. */
export async function solvedTokens(hmacKey: string, count: number): Promise<string[]> {
  const store = await openDatabase({
    DATA_DIR: mkdtempSync(join(tmpdir(), "bench-tokens-")),
    DATABASE_URL: undefined,
  });
  const provider = await altchaProvider({
    db: store.db,
    hmacKey,
    maxNumber: Number(altcha.ALTCHA_MAX_NUMBER),
    cost: Number(altcha.ALTCHA_COST),
    expiresSeconds: Number(altcha.ALTCHA_EXPIRES_SECONDS),
  });
  const tokens: string[] = [];
  const batch = 256;
  for (let i = 0; i < count; i += batch) {
    const solved = await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, async () => {
        const challenge = (await provider.createChallenge!()) as Challenge;
        const solution = await solveChallenge({ challenge, deriveKey });
        if (!solution) throw new Error("challenge not solved");
        return Buffer.from(
          JSON.stringify({
            challenge: { parameters: challenge.parameters, signature: challenge.signature },
            solution,
          }),
        ).toString("base64");
      }),
    );
    tokens.push(...solved);
  }
  await store.close();
  return tokens;
}

export async function startApi(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Production needs its public origin; loopback may be plain http.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVE_SITE: "false",
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "100000000",
      ...altcha,
      ...env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error("the API did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  /** The server's CPU seconds so far, from /proc (Linux); NaN elsewhere. */
  const cpuSeconds = () => {
    try {
      const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return Number.NaN;
    }
  };
  const stop = async () => {
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  };
  return { baseURL, dataDir, stop, cpuSeconds, pid: child.pid };
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  tokens: string[] | undefined,
): Promise<autocannon.Result> {
  let next = 0;
  const contact: autocannon.Request = {
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": "application/json" },
    setupRequest: (request) => {
      // Past the last token a request goes without one, and its 403 shows in the table.
      const captchaToken = tokens?.[next++];
      return { ...request, body: JSON.stringify({ ...lead, captchaToken }) };
    },
  };
  return autocannon({
    url,
    connections,
    duration: seconds,
    ...(tokens ? { requests: [contact] } : {}),
  });
}

function row(
  endpoint: string,
  result: autocannon.Result,
  connections: number,
  cpuSeconds: number,
): ApiRow {
  return {
    endpoint,
    connections,
    seconds: result.duration,
    requests: result.requests.total,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    "leads/s": endpoint.startsWith("POST") ? Math.round(result["2xx"] / result.duration) : 0,
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    "server CPU ms/req": Number(((cpuSeconds * 1000) / result.requests.total).toFixed(3)),
  };
}

export async function runApiBench({
  seconds,
  connections,
  env = {},
  channels = "email",
  skipHealth = false,
}: Options) {
  const hmacKey = randomBytes(32).toString("hex");
  // Enough for 6,000 leads a second at every connection count, plus a warm-up: an idle
  // machine stores more than 3,000 a second with e-mail alone, and a run that runs out of
  // solved challenges measures the bench, not the server.
  const perRun = 6_000 * seconds;
  console.log(`Solving ${perRun * connections.length + 2_000} ALTCHA challenges...`);
  const tokens = await solvedTokens(hmacKey, perRun * connections.length + 2_000);
  const server = await startApi({ ALTCHA_HMAC_KEY: hmacKey, ...env });
  const rows: ApiRow[] = [];
  let acknowledgedLeads = 0;
  try {
    let cpu = server.cpuSeconds();
    const used = () => {
      const before = cpu;
      cpu = server.cpuSeconds();
      return cpu - before;
    };
    if (!skipHealth) {
      const health = await load(
        `${server.baseURL}/api/health`,
        50,
        Math.min(5, seconds),
        undefined,
      );
      rows.push(row("GET /api/health", health, 50, used()));
    }
    const warmUp = await load(`${server.baseURL}`, 10, 2, tokens.splice(0, 2_000));
    acknowledgedLeads += warmUp["2xx"];
    used();
    for (const count of connections) {
      const result = await load(server.baseURL, count, seconds, tokens.splice(0, perRun));
      acknowledgedLeads += result["2xx"];
      rows.push(row(`POST /api/contact (${channels})`, result, count, used()));
    }
  } finally {
    await server.stop();
  }
  const store = await openDatabase({ DATA_DIR: server.dataDir, DATABASE_URL: undefined });
  const counted = await store.db
    .selectFrom("leads")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  await store.close();
  return { rows, storedLeads: Number(counted.n), acknowledgedLeads } satisfies ApiBenchResult;
}
