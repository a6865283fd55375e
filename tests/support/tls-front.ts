import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { lookup as dnsLookup } from "node:dns";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer, type AddressInfo, type LookupFunction } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * deploy/Caddyfile as it runs in production, on this machine: Debian's pebble (Let's
 * Encrypt's ACME test server) issues the certificate, Debian's caddy serves it on ports 80
 * and 443 of 127.0.0.1, and the built server answers behind it. The test domain resolves
 * to 127.0.0.1 only inside the tests (`frontLookup`, Chromium's --host-resolver-rules):
 * nothing on the machine's resolver changes.
 */

/** A name under .test (RFC 2606): pebble issues for it, and no real site can have it. */
export const frontDomain = "ironwood.test";
export const frontOrigin = `https://${frontDomain}`;

/** Resolves the test domain to 127.0.0.1 and every other name as usual. */
export const frontLookup: LookupFunction = (hostname, options, callback) => {
  if (hostname !== frontDomain) {
    dnsLookup(hostname, options, callback);
    return;
  }
  process.nextTick(() => {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
  });
};

export type FrontResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  /** Names and values as they came, in order: a header sent twice appears twice. */
  rawHeaders: string[];
  body: Buffer;
};

export type FrontRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The visitor's own address, one of 127.0.0.0/8, so visitors can be told apart. */
  localAddress?: string;
  /** The roots to trust for HTTPS: pebble's. */
  ca?: string;
};

/**
 * One HTTP/1.1 request, with no decoding of the body and no redirect followed: the bytes
 * and headers exactly as the server sent them.
 */
export function frontRequest(url: string, init: FrontRequest = {}): Promise<FrontResponse> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const request = send(
      target,
      {
        method: init.method ?? "GET",
        headers: init.headers,
        localAddress: init.localAddress,
        lookup: frontLookup,
        ca: init.ca,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", fail);
        response.on("end", () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", fail);
    request.end(init.body);
  });
}

/** A port nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", () => done()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** A throwaway CA and a certificate for localhost (and `names`), signed by it: pebble's own HTTPS. */
export function pebbleCertificate(
  dir: string,
  names: string[] = [],
): { ca: string; cert: string; key: string } {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  openssl(
    ...["req", "-x509", ...ec, "-days", "2", "-subj", "/CN=ACME test server CA"],
    ...["-keyout", file("acme-ca.key"), "-out", file("acme-ca.pem")],
    ...["-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=keyCertSign"],
  );
  openssl(
    ...["req", ...ec, "-subj", "/CN=localhost"],
    ...["-keyout", file("acme-key.pem"), "-out", file("acme.csr")],
  );
  writeFileSync(
    file("acme.ext"),
    `subjectAltName=${["DNS:localhost", "IP:127.0.0.1", ...names.map((n) => `DNS:${n}`)].join(",")}\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    ...["x509", "-req", "-in", file("acme.csr"), "-days", "2", "-out", file("acme-cert.pem")],
    ...["-CA", file("acme-ca.pem"), "-CAkey", file("acme-ca.key"), "-CAcreateserial"],
    ...["-extfile", file("acme.ext")],
  );
  return { ca: file("acme-ca.pem"), cert: file("acme-cert.pem"), key: file("acme-key.pem") };
}

/** A child whose output goes to a log file in `dir`, read back when something fails. */
function startLogged(
  dir: string,
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const log = openSync(join(dir, `${name}.log`), "a");
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  return child;
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    child.kill("SIGTERM");
  });
}

/**
 * deploy/Caddyfile read with the given environment and adapted to Caddy's JSON, as
 * `caddy run` does it itself.
 */
export function adaptCaddyfile(env: Record<string, string>): CaddyConfig {
  const json = execFileSync(
    "caddy",
    ["adapt", "--config", resolve("deploy/Caddyfile"), "--adapter", "caddyfile"],
    {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      encoding: "utf8",
      stdio: "pipe",
    },
  );
  return JSON.parse(json) as CaddyConfig;
}

export type CaddyConfig = {
  admin?: { disabled?: boolean };
  storage?: { module: string; root: string };
  apps: {
    http: { servers: Record<string, { listen: string[] }> };
    tls?: {
      automation?: {
        policies?: {
          subjects?: string[];
          issuers?: {
            module: string;
            ca?: string;
            email?: string;
            trusted_roots_pem_files?: string[];
          }[];
        }[];
      };
    };
  };
};

export type Front = {
  origin: string;
  /** The server behind the front, straight: http://127.0.0.1:port. */
  appOrigin: string;
  /** The root that signs the front's certificate (pebble's), PEM. */
  root: string;
  /** The server's DATA_DIR. */
  dataDir: string;
  /** Where the logs, keys and Caddy's storage are. */
  dir: string;
  stop: () => Promise<void>;
};

export type Pebble = {
  /** The ACME directory, over HTTPS signed by `acme.ca`. */
  directory: string;
  /** Pebble's own HTTPS: its CA file (ACME_CA_ROOT) and certificate. */
  acme: { ca: string; cert: string; key: string };
  /** The root that signs the certificates pebble issues, PEM. */
  root: string;
};

/**
 * Debian's pebble on 127.0.0.1, taking every challenge as valid, with its own HTTPS from a
 * throwaway CA in `dir`; its process joins `children`, for the caller to stop.
 */
export async function startPebble(dir: string, children: ChildProcess[]): Promise<Pebble> {
  const acme = pebbleCertificate(dir);
  const [acmePort, managementPort] = [await freePort(), await freePort()];
  writeFileSync(
    join(dir, "pebble.json"),
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: acme.cert,
        privateKey: acme.key,
        // Never used: every challenge is taken as valid (PEBBLE_VA_ALWAYS_VALID).
        httpPort: 5002,
        tlsPort: 5001,
        ocspResponderURL: "",
        externalAccountBindingRequired: false,
      },
    }),
  );
  children.push(
    startLogged(dir, "pebble", "pebble", ["-config", join(dir, "pebble.json")], {
      PEBBLE_VA_NOSLEEP: "1",
      PEBBLE_VA_ALWAYS_VALID: "1",
      PEBBLE_WFE_NONCEREJECT: "0",
    }),
  );
  const acmeCa = readFileSync(acme.ca, "utf8");
  const management = `https://127.0.0.1:${managementPort}`;
  let root = "";
  await until(
    "pebble",
    async () => {
      const response = await frontRequest(`${management}/roots/0`, { ca: acmeCa });
      root = response.body.toString("utf8");
      return response.status === 200;
    },
    30_000,
  );
  return { directory: `https://localhost:${acmePort}/dir`, acme, root };
}

/**
 * Starts pebble, the built server (`buildDir`) and Caddy with deploy/Caddyfile, and waits
 * until the front answers over HTTPS with pebble's certificate. `env` is added to the
 * server's environment.
 */
export async function startFront(
  buildDir: string,
  env: Record<string, string> = {},
): Promise<Front> {
  const dir = mkdtempSync(join(tmpdir(), "tls-front-"));
  const children: ChildProcess[] = [];
  const stopChildren = async () => {
    for (const child of children.reverse()) await stopChild(child);
  };
  const stop = async () => {
    await stopChildren();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const pebble = await startPebble(dir, children);
    const { root, acme } = pebble;
    const appPort = await freePort();

    const dataDir = join(dir, "data");
    mkdirSync(dataDir);
    children.push(
      startLogged(dir, "app", process.execPath, [join(buildDir, "server", "index.js")], {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(appPort),
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        PUBLIC_URL: frontOrigin,
        // Caddy is on this machine: its X-Forwarded-For names the visitor (README, Deploy it).
        TRUST_PROXY: "loopback",
        LOG_LEVEL: "warn",
        ...env,
      }),
    );
    const appOrigin = `http://127.0.0.1:${appPort}`;
    await until(
      "the server",
      async () => (await frontRequest(`${appOrigin}/api/health`)).status === 200,
      30_000,
    );

    const config = adaptCaddyfile({
      DOMAIN: frontDomain,
      ACME_EMAIL: "owner@ironwood.example",
      ACME_CA: pebble.directory,
      ACME_CA_ROOT: acme.ca,
      UPSTREAM: `127.0.0.1:${appPort}`,
    });
    // Loopback only, and no admin endpoint: nothing else on the machine can reach it.
    for (const server of Object.values(config.apps.http.servers)) {
      server.listen = server.listen.map((address) => `127.0.0.1:${address.split(":").pop()}`);
    }
    config.admin = { disabled: true };
    config.storage = { module: "file_system", root: join(dir, "caddy") };
    writeFileSync(join(dir, "caddy.json"), JSON.stringify(config));
    children.push(
      startLogged(dir, "caddy", "caddy", ["run", "--config", join(dir, "caddy.json")], {
        XDG_CONFIG_HOME: join(dir, "caddy-config"),
        XDG_DATA_HOME: join(dir, "caddy"),
      }),
    );
    await until(
      "the HTTPS front",
      async () => (await frontRequest(`${frontOrigin}/api/health`, { ca: root })).status === 200,
      60_000,
    );
    return { origin: frontOrigin, appOrigin, root, dataDir, dir, stop };
  } catch (error) {
    await stopChildren();
    const logs = ["pebble", "app", "caddy"]
      .map((name) => {
        try {
          return `--- ${name}.log\n${readFileSync(join(dir, `${name}.log`), "utf8").slice(-3000)}`;
        } catch {
          return "";
        }
      })
      .join("\n");
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${String(error)}\n${logs}`);
  }
}

/**
 * Makes `home` a HOME whose Chromium trusts `rootPem` beyond its own roots: Chromium on
 * Linux reads them from $HOME/.pki/nssdb, as an owner's phone trusts Let's Encrypt's.
 */
export function trustInChromium(home: string, rootPem: string) {
  const nssdb = join(home, ".pki", "nssdb");
  mkdirSync(nssdb, { recursive: true });
  const rootFile = join(home, "acme-root.pem");
  writeFileSync(rootFile, rootPem);
  execFileSync("certutil", ["-d", `sql:${nssdb}`, "-N", "--empty-password"]);
  execFileSync("certutil", [
    "-d",
    `sql:${nssdb}`,
    "-A",
    "-t",
    "C,,",
    "-n",
    "acme-test-root",
    "-i",
    rootFile,
  ]);
}

/** Chromium's flag that resolves the test domain to 127.0.0.1, for that browser alone. */
export const chromiumResolverFlag = `--host-resolver-rules=MAP ${frontDomain} 127.0.0.1`;
