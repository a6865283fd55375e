import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitFlags } from "../../scripts/container/podman";
import {
  type FrontResponse,
  frontDomain,
  frontOrigin,
  freePort,
  frontRequest,
  pebbleCertificate,
  until,
} from "../support/tls-front";
import { appImage, buildAppImage } from "./app-image";

/**
 * compose.yaml as an owner runs it, `docker compose up -d`, here with Debian's
 * podman-compose: Caddy gets its certificate from pebble (Let's Encrypt's test server) for
 * the test domain, and the app answers behind it as `app:3000` on compose's own network.
 * Pebble runs as one more service on that network, added by the test's own compose file;
 * the ports are published on 127.0.0.1 only.
 */

const project = `contractor-compose-${process.pid}`;
let dir = "";
/** The root that signs the certificates pebble issues, PEM. */
let root = "";
let env: NodeJS.ProcessEnv = {};
let upToHttps = 0;

function compose(...args: string[]) {
  const files = ["-f", "compose.yaml", "-f", join(dir, "compose.test.yaml")];
  return spawnSync("podman-compose", ["-p", project, ...files, ...args], {
    encoding: "utf8",
    env,
  });
}

async function firstHttps(timeoutMs: number): Promise<FrontResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = await frontRequest(`${frontOrigin}/`, { ca: root });
      if (answer.status === 200) return answer;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error(`no HTTPS 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const bases = buildAppImage();
  dir = mkdtempSync(join(tmpdir(), "compose-test-"));
  const pebbleDir = join(dir, "pebble");
  mkdirSync(pebbleDir);
  const acme = pebbleCertificate(pebbleDir, ["pebble"]);
  writeFileSync(
    join(pebbleDir, "pebble.json"),
    JSON.stringify({
      pebble: {
        listenAddress: "0.0.0.0:14000",
        managementListenAddress: "0.0.0.0:15000",
        certificate: "/etc/pebble/acme-cert.pem",
        privateKey: "/etc/pebble/acme-key.pem",
        httpPort: 5002,
        tlsPort: 5001,
        ocspResponderURL: "",
        externalAccountBindingRequired: false,
      },
    }),
  );
  const managementPort = await freePort();
  // The limits and runtime podman needs on this machine, for every container compose starts.
  const [nofile, nproc] = [limitFlags[1], limitFlags[3]];
  writeFileSync(
    join(dir, "containers.conf"),
    `[containers]\ndefault_ulimits = ["${nofile}", "${nproc}"]\n\n[engine]\nruntime = "runc"\ncgroup_manager = "cgroupfs"\n`,
  );
  writeFileSync(
    join(dir, "compose.test.yaml"),
    [
      "services:",
      "  caddy:",
      "    volumes:",
      `      - ${acme.ca}:/run/acme-ca.pem:ro`,
      "  pebble:",
      `    image: ${bases.pebble}`,
      "    environment:",
      '      PEBBLE_VA_NOSLEEP: "1"',
      '      PEBBLE_VA_ALWAYS_VALID: "1"',
      '      PEBBLE_WFE_NONCEREJECT: "0"',
      "    volumes:",
      `      - ${pebbleDir}:/etc/pebble:ro`,
      "    ports:",
      `      - "127.0.0.1:${managementPort}:15000"`,
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(dir, "site.env"),
    `PUBLIC_URL=${frontOrigin}\nLOG_LEVEL=warn\nRATE_LIMIT_MAX=1000\n`,
    { mode: 0o600 },
  );
  env = {
    ...process.env,
    CONTAINERS_CONF: join(dir, "containers.conf"),
    APP_IMAGE: appImage,
    CADDY_IMAGE: bases.caddy,
    ENV_FILE: join(dir, "site.env"),
    DOMAIN: frontDomain,
    ACME_EMAIL: "owner@ironwood.example",
    ACME_CA: "https://pebble:14000/dir",
    ACME_CA_ROOT: "/run/acme-ca.pem",
    PUBLISH_HTTP: "127.0.0.1:80:80",
    PUBLISH_HTTPS: "127.0.0.1:443:443",
  };
  const started = Date.now();
  const up = compose("up", "-d");
  if (up.status !== 0) throw new Error(`podman-compose up failed:\n${up.stdout}${up.stderr}`);
  try {
    const acmeCa = readFileSync(acme.ca, "utf8");
    await until(
      "pebble",
      async () => {
        const answer = await frontRequest(`https://127.0.0.1:${managementPort}/roots/0`, {
          ca: acmeCa,
        });
        root = answer.body.toString("utf8");
        return answer.status === 200;
      },
      60_000,
    );
    await firstHttps(120_000);
  } catch (error) {
    const logs = compose("logs");
    throw new Error(`${String(error)}\n${logs.stdout}${logs.stderr}`);
  }
  upToHttps = Date.now() - started;
  console.log(`compose: first HTTPS 200 ${upToHttps} ms after compose up`);
});

afterAll(() => {
  if (dir) compose("down", "-v");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("docker compose up -d", () => {
  it("serves the site over HTTPS with a certificate Caddy got for the domain", async () => {
    expect(upToHttps).toBeGreaterThan(0);
    const page = await firstHttps(5_000);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
  });

  it("answers plain HTTP with a redirect to the same address over HTTPS", async () => {
    const answer = await frontRequest(`http://${frontDomain}/contact?from=ad`);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`${frontOrigin}/contact?from=ad`);
  });

  it("sends Strict-Transport-Security exactly once, for at least a year", async () => {
    const answer = await frontRequest(`${frontOrigin}/`, { ca: root });
    const raw = answer.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    expect(raw.filter((name) => name === "strict-transport-security")).toHaveLength(1);
    const maxAge = Number(
      /max-age=(\d+)/.exec(String(answer.headers["strict-transport-security"]))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it("lets the app see each visitor through Caddy, as TRUST_PROXY says", async () => {
    const answer = await frontRequest(`${frontOrigin}/api/health/client`, {
      ca: root,
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(answer.status).toBe(200);
    // Caddy replaces what a visitor writes with the address it was reached from (here the
    // host's end of the bridge), and the app believes Caddy, on compose's network.
    const seen = JSON.parse(answer.body.toString("utf8")) as { address: string; proxied: boolean };
    expect(seen.proxied).toBe(true);
    expect(seen.address).not.toBe("203.0.113.9");
  });

  it("keeps the app's data and Caddy's certificates in named volumes", () => {
    const volumes = spawnSync(
      "podman",
      ["--runtime", "runc", "volume", "ls", "--format", "{{.Name}}"],
      {
        encoding: "utf8",
        env,
      },
    ).stdout;
    for (const name of ["app-data", "caddy-data", "caddy-config"]) {
      expect(volumes).toContain(`${project}_${name}`);
    }
  });
});
