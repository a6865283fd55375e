import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * A throwaway PostgreSQL server for the test suite: initdb into a temporary folder,
 * listen on 127.0.0.1 on a free port, and remove it all when the process ends, however it
 * ends. `npm test` uses startPostgres(); by hand:
 *   node scripts/postgres.mjs npx vitest run server/db
 * runs the command with TEST_DATABASE_URL pointing at a fresh server.
 */

const root = process.getuid?.() === 0;

function binDir() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  const chosen = versions.includes("15") ? "15" : versions[0];
  return chosen ? join(base, chosen, "bin") : null;
}

function installPostgres() {
  if (!root) {
    throw new Error(
      "PostgreSQL is missing: install Debian's 'postgresql' package (apt-get install postgresql).",
    );
  }
  console.log("Installing Debian's postgresql for the PostgreSQL tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", "postgresql"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
}

/** The server refuses to run as root, so root runs it as the `postgres` user. */
function runPg(bin, args) {
  const command = root ? "runuser" : bin;
  const argv = root ? ["-u", "postgres", "--", bin, ...args] : args;
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${bin} failed:\n${result.stdout ?? ""}${result.stderr ?? ""}`);
  }
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/**
 * Starts a server and returns its superuser URL and a stop function. It is stopped when
 * the process exits or gets SIGINT/SIGTERM, even if stop() is never called.
 */
export async function startPostgres() {
  let bin = binDir();
  if (!bin) {
    installPostgres();
    bin = binDir();
    if (!bin) throw new Error("PostgreSQL was installed but initdb is not to be found");
  }
  const dir = mkdtempSync(join(tmpdir(), "test-postgres-"));
  const data = join(dir, "data");
  if (root) chownSync(dir, Number(idOf("-u")), Number(idOf("-g")));
  const port = await freePort();

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(root ? "runuser" : join(bin, "pg_ctl"), [
      ...(root ? ["-u", "postgres", "--", join(bin, "pg_ctl")] : []),
      "stop",
      "-D",
      data,
      "-m",
      "immediate",
      "-s",
    ]);
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    stop();
    process.kill(process.pid, signal);
  };
  process.once("exit", stop);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    runPg(join(bin, "initdb"), [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--no-sync",
    ]);
    // A test server: durability is not what is being tested, and the machine is shared.
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    runPg(join(bin, "pg_ctl"), [
      "start",
      "-D",
      data,
      "-o",
      options,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-s",
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

function idOf(flag) {
  return spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error("usage: node scripts/postgres.mjs <command> [args...]");
    process.exit(2);
  }
  const postgres = await startPostgres();
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: postgres.url, TEST_POSTGRES_REQUIRED: "true" },
  });
  postgres.stop();
  process.exit(result.status ?? 1);
}
