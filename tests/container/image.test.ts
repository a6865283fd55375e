import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitFlags, podman } from "../../scripts/container/podman";
import { appImage as image, buildAppImage } from "./app-image";

/**
 * The image a host runs: built from the Dockerfile on a base made from Debian's packages
 * (no registry is reachable here), then run as `docker run` would run it.
 */

const volume = `contractor-test-data-${process.pid}`;
const container = `contractor-test-${process.pid}`;
let port = 0;
let startedAt = 0;

type ImageConfig = {
  User?: string;
  Volumes?: Record<string, object>;
  ExposedPorts?: Record<string, object>;
  Cmd?: string[];
};

type ImageInspect = { Size: number; Config: ImageConfig; Healthcheck?: { Test?: string[] } };

function inspect(): ImageInspect {
  const out = podman(["image", "inspect", image]).stdout;
  const [first] = JSON.parse(out) as ImageInspect[];
  if (!first) throw new Error("podman image inspect returned nothing");
  return first;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

async function healthyWithin(ms: number): Promise<number | null> {
  const deadline = startedAt + ms;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (answer.ok) return Date.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

function exec(...args: string[]) {
  return podman(["exec", container, ...args], { allowFailure: true });
}

/** `docker run` as a host would: detached, its data in the named volume. */
function startContainer(): void {
  startedAt = Date.now();
  podman([
    "run",
    ...limitFlags,
    "-d",
    "--name",
    container,
    "--network",
    "host",
    "-e",
    `PORT=${port}`,
    "-e",
    `PUBLIC_URL=http://localhost:${port}`,
    "-e",
    "LOG_LEVEL=warn",
    "-v",
    `${volume}:/data`,
    image,
  ]);
}

beforeAll(async () => {
  buildAppImage();
  port = await freePort();
  startContainer();
});

afterAll(() => {
  podman(["rm", "-f", container], { allowFailure: true });
  podman(["volume", "rm", "-f", volume], { allowFailure: true });
});

describe("the container image", () => {
  it("answers /api/health within 15 s of docker run: nothing is built at start", async () => {
    const took = await healthyWithin(15_000);
    expect(took, "milliseconds from run to the first healthy answer").not.toBeNull();
    console.log(`container: healthy ${took} ms after run`);
  });

  it("serves the built pages, precompressed", async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "accept-encoding": "br" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(await answer.text()).toContain("<html");
  });

  it("is at most 500 MB", () => {
    const { Size } = inspect();
    console.log(`container: image ${(Size / 1e6).toFixed(0)} MB`);
    expect(Size).toBeLessThanOrEqual(500e6);
  });

  it("runs as a user that is not root, with its data in the /data volume", () => {
    const { Config } = inspect();
    expect(Config.User).toBe("app");
    expect(Object.keys(Config.Volumes ?? {})).toEqual(["/data"]);
    expect(exec("id", "-u").stdout.trim()).not.toBe("0");
    const listing = exec("ls", "-ln", "/data").stdout;
    expect(listing).toMatch(/site\.sqlite/);
    expect(exec("stat", "-c", "%U %a", "/data").stdout.trim()).toBe("app 700");
  });

  it("declares a health check on /api/health and port 3000", () => {
    const { Config, Healthcheck } = inspect();
    expect(Healthcheck?.Test?.join(" ")).toContain("/api/health");
    expect(Object.keys(Config.ExposedPorts ?? {})).toContain("3000/tcp");
    expect(podman(["healthcheck", "run", container], { allowFailure: true }).status).toBe(0);
  });

  it("runs the owner's tools with npm run, without a TypeScript runner", () => {
    expect(exec("node", "-e", "require.resolve('tsx')").status).not.toBe(0);
    const invite = exec("npm", "run", "--silent", "admin", "--", "invite", "owner@example.com");
    expect(invite.status, invite.stderr).toBe(0);
    expect(invite.stdout).toContain(`http://localhost:${port}/admin`);
    const listing = exec("npm", "run", "--silent", "admin", "--", "list");
    expect(listing.stdout).toContain("owner@example.com");
    const status = exec("npm", "run", "--silent", "leads", "--", "--status");
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toContain("Notifications failed");
    const backup = exec("npm", "run", "--silent", "backup", "--", "status");
    expect(backup.stderr).toContain("No backup is configured: set BACKUP_URL");
    const doctor = exec("npm", "run", "--silent", "doctor");
    expect(doctor.stdout).toMatch(/^(ok|warn|FAIL) +PUBLIC_URL/m);
  });

  it("carries the Litestream binary a BACKUP_URL starts", () => {
    const binary = "node_modules/@flydotio/litestream-linux-x64/litestream";
    const version = exec(binary, "version");
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout).toMatch(/v0\.3\./);
  });

  it("keeps its data in the volume across a new container", async () => {
    podman(["rm", "-f", container]);
    startContainer();
    expect(await healthyWithin(15_000)).not.toBeNull();
    expect(exec("npm", "run", "--silent", "admin", "--", "list").stdout).toContain(
      "owner@example.com",
    );
  });
});
