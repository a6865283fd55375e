import { readFileSync, type Stats, statSync } from "node:fs";
import { join } from "node:path";
import { doctorCopy } from "../../content/doctor";
import { hmacKeyFileName } from "../captcha/altcha";
import { sqliteFileName } from "../db/database";
import { photoLinkKeyFileName } from "../secret-file";
import type { DoctorCheck, DoctorLine } from "./line";

const copy = doctorCopy.secrets;
const subjects = doctorCopy.subjects;

type Finding = { detail: string; fix: string };

/** Whether anyone but the owner may read or write it (group or other bits). */
function shared(stats: Stats): boolean {
  return (stats.mode & 0o077) !== 0;
}

function mode(stats: Stats): string {
  return (stats.mode & 0o777).toString(8).padStart(3, "0");
}

/** The file's state, or the finding that says what is wrong with it; undefined: absent. */
function inspect(path: string, chmod: "600" | "700"): Stats | Finding | undefined {
  try {
    const stats = statSync(path);
    return shared(stats) ? copy.open(path, mode(stats), chmod) : stats;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return code === "ENOENT" ? undefined : copy.unreadable(path, code);
  }
}

function isFinding(value: Stats | Finding | undefined): value is Finding {
  return value !== undefined && "detail" in value;
}

/** A key from the environment, or the key file the server generated into DATA_DIR. */
function keyLine(
  subject: string,
  variable: string,
  configured: string | undefined,
  path: string,
): DoctorLine {
  if (configured) return { mark: "ok", subject, detail: copy.fromEnvironment(variable) };
  const found = inspect(path, "600");
  if (found === undefined) return { mark: "warn", subject, ...copy.missingKey(path, variable) };
  if (isFinding(found)) return { mark: "fail", subject, ...found };
  let key = "";
  try {
    key = readFileSync(path, "utf8").trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return { mark: "fail", subject, ...copy.unreadable(path, code) };
  }
  if (key.length < 32) return { mark: "fail", subject, ...copy.unusable(path) };
  return { mark: "ok", subject, detail: copy.private(path) };
}

/**
 * The secrets the server signs with are there and no other user can read them: the keys
 * it generates into DATA_DIR, DATA_DIR itself with the SQLite database, and a `.env` file
 * beside the command (compose reads every secret from it).
 */
export const secretsCheck: DoctorCheck = async ({ config, cwd, systemdEnvFile }) => {
  const dir = config.DATA_DIR;
  const lines: DoctorLine[] = [dataDirLine(config.DATA_DIR, !config.DATABASE_URL)];
  if (config.CAPTCHA_PROVIDER === "altcha") {
    lines.push(
      keyLine(
        subjects.altchaKey,
        "ALTCHA_HMAC_KEY",
        config.ALTCHA_HMAC_KEY,
        join(dir, hmacKeyFileName),
      ),
    );
  }
  lines.push(
    keyLine(
      subjects.photoLinkKey,
      "PHOTO_LINK_SECRET",
      config.PHOTO_LINK_SECRET,
      join(dir, photoLinkKeyFileName),
    ),
  );
  const envFile = join(cwd, ".env");
  const env = inspect(envFile, "600");
  if (isFinding(env)) lines.push({ mark: "fail", subject: subjects.envFile, ...env });
  else if (env)
    lines.push({ mark: "ok", subject: subjects.envFile, detail: copy.private(envFile) });
  const unitFile = systemdEnvLine(systemdEnvFile ?? defaultSystemdEnvFile);
  if (unitFile) lines.push(unitFile);
  return lines;
};

/** Where deploy/systemd/contractor-site.service reads the server's settings from. */
export const defaultSystemdEnvFile = "/etc/contractor-site/site.env";

/**
 * systemd reads the settings file as root before it starts the server, so no one else
 * needs to read it: its group may (a warning), the world must not.
 */
function systemdEnvLine(path: string): DoctorLine | undefined {
  const subject = subjects.systemdEnvFile;
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return code === "ENOENT"
      ? undefined
      : { mark: "warn", subject, ...copy.unreadable(path, code) };
  }
  if ((stats.mode & 0o007) !== 0)
    return { mark: "fail", subject, ...copy.open(path, mode(stats), "600") };
  if ((stats.mode & 0o070) !== 0)
    return { mark: "warn", subject, ...copy.groupReadable(path, mode(stats)) };
  return { mark: "ok", subject, detail: copy.private(path) };
}

function dataDirLine(dir: string, sqlite: boolean): DoctorLine {
  const subject = subjects.dataDir;
  const found = inspect(dir, "700");
  if (found === undefined) return { mark: "warn", subject, ...copy.missingDir(dir) };
  if (isFinding(found)) {
    // Others may list the folder but not open its private files; only writing is a break-in.
    const writable = (statSync(dir).mode & 0o022) !== 0;
    return { mark: writable ? "fail" : "warn", subject, ...found };
  }
  if (sqlite) {
    for (const suffix of ["", "-wal", "-shm"]) {
      const file = inspect(join(dir, `${sqliteFileName}${suffix}`), "600");
      if (isFinding(file)) return { mark: "fail", subject, ...file };
    }
  }
  return { mark: "ok", subject, detail: copy.private(dir) };
}
