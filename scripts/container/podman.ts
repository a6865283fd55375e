import { type SpawnSyncReturns, spawnSync } from "node:child_process";

/**
 * Podman as this kind of machine runs it: runc (crun cannot set the limits here), cgroupfs
 * (cgroups are hybrid), host networking, and the highest open-file and process limits it
 * accepts, on builds too (the default 1,024 files fails npm with EMFILE).
 */

const globalFlags = ["--runtime", "runc", "--cgroup-manager", "cgroupfs"];

function hardFileLimit(): number {
  const result = spawnSync("sh", ["-c", "ulimit -Hn"], { encoding: "utf8" });
  const limit = Number(result.stdout.trim());
  return Number.isFinite(limit) && limit > 0 ? limit : 1024;
}

export const limitFlags = [
  "--ulimit",
  `nofile=${hardFileLimit()}:${hardFileLimit()}`,
  "--ulimit",
  "nproc=32768:32768",
];

/** Runs podman; throws with its output when it fails, unless `allowFailure`. */
type PodmanOptions = { allowFailure?: boolean; input?: string; inherit?: boolean };

export function podman(
  args: string[],
  { allowFailure = false, input, inherit = false }: PodmanOptions = {},
): SpawnSyncReturns<string> {
  const result = spawnSync("podman", [...globalFlags, ...args], {
    encoding: "utf8",
    input,
    stdio: inherit ? ["pipe", "inherit", "inherit"] : "pipe",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 && !allowFailure) {
    throw new Error(
      `podman ${args.join(" ")} failed:\n${result.stdout ?? ""}${result.stderr ?? ""}`,
    );
  }
  return result;
}

export function imageExists(tag: string): boolean {
  return podman(["image", "exists", tag], { allowFailure: true }).status === 0;
}

/** `podman build` with the flags this machine needs; `--format docker` keeps HEALTHCHECK. */
type BuildOptions = {
  file?: string;
  buildArgs?: Record<string, string>;
  /** host path to container path, read-only, for the build's RUN steps only */
  volumes?: Record<string, string>;
};

export function build(
  tag: string,
  context: string,
  { file, buildArgs = {}, volumes = {} }: BuildOptions = {},
): void {
  const args = ["build", "--format", "docker", "--network", "host", ...limitFlags, "-t", tag];
  // A build's RUN steps run in a cgroup of their own, which the scheduler weighs as one
  // peer of everything else on the machine, whatever their nice value: npm test's
  // background build took half the cores from vitest that way. It asks for the lowest
  // weight through this variable (decision 262).
  const shares = process.env.CONTAINER_BUILD_CPU_SHARES;
  if (shares) args.push("--cpu-shares", shares);
  if (file) args.push("-f", file);
  for (const [name, value] of Object.entries(buildArgs))
    args.push("--build-arg", `${name}=${value}`);
  for (const [host, inside] of Object.entries(volumes)) {
    args.push("--volume", `${host}:${inside}:ro`);
  }
  podman([...args, context], { inherit: true });
}

/**
 * The CA file this machine's npm trusts, when it names one: a registry reached through a
 * mirror or a proxy that inspects TLS is then trusted inside the build as well.
 */
export function hostNpmCa(): {
  buildArgs: Record<string, string>;
  volumes: Record<string, string>;
} {
  const result = spawnSync("npm", ["config", "get", "cafile"], { encoding: "utf8" });
  const file = result.stdout?.trim();
  if (result.status !== 0 || !file || file === "null" || file === "undefined") {
    return { buildArgs: {}, volumes: {} };
  }
  const inside = "/run/host-npm-ca.crt";
  return { buildArgs: { npm_config_cafile: inside }, volumes: { [file]: inside } };
}
