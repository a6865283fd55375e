import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { doctorContext } from "../../tests/support/doctor-context";
import { tempDir } from "../../tests/support/server";
import { secretsCheck } from "./secrets";

const key = "k".repeat(64);

/** A DATA_DIR as the server leaves it: private, with both generated keys. */
function dataDir(): string {
  const dir = tempDir("doctor-data-");
  chmodSync(dir, 0o700);
  writeFileSync(join(dir, "altcha-hmac.key"), key, { mode: 0o600 });
  writeFileSync(join(dir, "photo-link.key"), key, { mode: 0o600 });
  writeFileSync(join(dir, "site.sqlite"), "", { mode: 0o600 });
  return dir;
}

const bySubject = async (env: Record<string, string>, cwd?: string, systemdEnvFile?: string) => {
  const context = doctorContext(env, {
    ...(cwd ? { cwd } : {}),
    ...(systemdEnvFile ? { systemdEnvFile } : {}),
  });
  return Object.fromEntries((await secretsCheck(context)).map((line) => [line.subject, line]));
};

describe("doctor: secrets are present and private", () => {
  it("is ok when DATA_DIR, its keys and .env are the server user's alone", async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, ".env"), "SMTP_URL=smtp://user:secret@mail.example.com\n", {
      mode: 0o600,
    });
    const lines = await bySubject({ DATA_DIR: dataDir() }, cwd);
    expect(Object.keys(lines)).toEqual(["DATA_DIR", "ALTCHA key", "Photo-link key", ".env"]);
    expect(Object.values(lines).map((line) => line.mark)).toEqual(["ok", "ok", "ok", "ok"]);
  });

  it("fails on a key file, database or .env other users can read, giving the chmod", async () => {
    const dir = dataDir();
    chmodSync(join(dir, "photo-link.key"), 0o644);
    chmodSync(join(dir, "site.sqlite"), 0o640);
    const cwd = tempDir();
    writeFileSync(join(cwd, ".env"), "WEBHOOK_SECRET=whsec_x\n", { mode: 0o644 });
    chmodSync(join(cwd, ".env"), 0o644);
    const lines = await bySubject({ DATA_DIR: dir }, cwd);
    expect(lines["Photo-link key"]).toMatchObject({
      mark: "fail",
      detail: expect.stringContaining("mode 644"),
    });
    expect(lines["Photo-link key"]?.fix).toBe(`chmod 600 ${join(dir, "photo-link.key")}`);
    expect(lines.DATA_DIR).toMatchObject({
      mark: "fail",
      fix: `chmod 600 ${join(dir, "site.sqlite")}`,
    });
    expect(lines[".env"]).toMatchObject({ mark: "fail", fix: `chmod 600 ${join(cwd, ".env")}` });
    expect(lines["ALTCHA key"]).toMatchObject({ mark: "ok" });
  });

  it("warns on a DATA_DIR others can list, fails on one they can write, and on a key too short to sign with", async () => {
    const dir = dataDir();
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, "altcha-hmac.key"), "short", { mode: 0o600 });
    const lines = await bySubject({ DATA_DIR: dir });
    expect(lines.DATA_DIR).toMatchObject({ mark: "warn", fix: `chmod 700 ${dir}` });
    expect(lines["ALTCHA key"]).toMatchObject({
      mark: "fail",
      detail: expect.stringMatching(/no usable key/),
    });
    chmodSync(dir, 0o777);
    expect((await bySubject({ DATA_DIR: dir })).DATA_DIR).toMatchObject({ mark: "fail" });
  });

  it("warns before the first start, and takes keys set in the environment as present", async () => {
    const missing = join(tempDir(), "data");
    const before = await bySubject({ DATA_DIR: missing });
    expect(before.DATA_DIR).toMatchObject({ mark: "warn", fix: expect.stringMatching(/volume/) });
    expect(before["ALTCHA key"]).toMatchObject({
      mark: "warn",
      fix: expect.stringMatching(/ALTCHA_HMAC_KEY/),
    });
    mkdirSync(missing, { mode: 0o700 });
    const set = await bySubject({
      DATA_DIR: missing,
      ALTCHA_HMAC_KEY: key,
      PHOTO_LINK_SECRET: key,
    });
    expect(set["ALTCHA key"]).toMatchObject({
      mark: "ok",
      detail: expect.stringMatching(/environment/),
    });
    expect(set["Photo-link key"]).toMatchObject({ mark: "ok" });
    const turnstile = await bySubject({
      DATA_DIR: missing,
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "site",
      TURNSTILE_SECRET: "secret",
    });
    expect(turnstile["ALTCHA key"]).toBeUndefined();
  });

  it("an attacker with another account on the machine finds the systemd settings file, and its secrets, unwarned", async () => {
    const file = join(tempDir("etc-"), "site.env");
    writeFileSync(file, "SMTP_URL=smtp://user:secret@mail.example.com\n", { mode: 0o600 });
    const line = async () =>
      (await bySubject({ DATA_DIR: dataDir() }, tempDir(), file))["site.env"];
    expect(await line()).toMatchObject({ mark: "ok", detail: expect.stringContaining(file) });
    chmodSync(file, 0o640);
    expect(await line()).toMatchObject({ mark: "warn", fix: `chmod 600 ${file}` });
    chmodSync(file, 0o644);
    expect(await line()).toMatchObject({ mark: "fail", fix: `chmod 600 ${file}` });
  });
});
