import { chmodSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDnsStandIn } from "../../tests/support/dns-stand-in";
import { listeningApp } from "../../tests/support/doctor-context";
import { startFrontStandIn } from "../../tests/support/front-stand-in";
import { startSmtpServer, tempDir } from "../../tests/support/server";
import { selfSignedCertificate } from "../../tests/support/tls-certificate";
import { doctorCli, type DoctorIo } from "./doctor";

let tls: { key: string; cert: string };
beforeAll(() => {
  tls = selfSignedCertificate();
});

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

const records = {
  "ironwood.example": ["v=spf1 include:_spf.google.com ~all"],
  "_dmarc.ironwood.example": ["v=DMARC1; p=none"],
  "google._domainkey.ironwood.example": ["v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQ"],
};

/** A production deployment in miniature: HTTPS front, app, SMTP server, DNS, backup. */
async function deployment(dnsRecords: Parameters<typeof startDnsStandIn>[0] = records) {
  const app = await listeningApp({ TRUST_PROXY: "loopback" });
  cleanup.push(() => app.close());
  const front = await startFrontStandIn({ target: app.url, forwardedFor: "replace", tls });
  cleanup.push(() => front.close());
  const smtp = await startSmtpServer();
  cleanup.push(() => smtp.close());
  const dns = await startDnsStandIn(dnsRecords);
  cleanup.push(() => dns.close());
  const dataDir = tempDir();
  chmodSync(dataDir, 0o700);
  const env = {
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    PUBLIC_URL: front.url,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_INSECURE: "true",
    MAIL_FROM: "office@ironwood.example",
    MAIL_DKIM_SELECTOR: "google",
    BACKUP_URL: "file:///srv/backup",
    ALTCHA_HMAC_KEY: "a".repeat(64),
    PHOTO_LINK_SECRET: "b".repeat(64),
  };
  const io: DoctorIo = {
    dnsServers: [dns.server],
    ca: tls.cert,
    timeoutMs: 3_000,
    cwd: tempDir(),
    backupStatus: async () => ({
      configured: true,
      lagSeconds: 1,
      lastDrill: { at: new Date(Date.now() - 86_400_000).toISOString(), ok: true },
    }),
  };
  return { env, io };
}

describe("npm run doctor", () => {
  it("prints one line per check, each with its mark, and exits 0 when nothing fails", async () => {
    const { env, io } = await deployment();
    const result = await doctorCli([], env, io);
    const lines = result.stdout.trimEnd().split("\n");
    // The dated claims are ok or warn by the calendar (decision 215), never FAIL: only their
    // subjects are fixed here.
    const claimLines = lines.splice(11);
    expect(claimLines.map((line) => line.split(":")[0]?.replace(/^(ok|warn) +/, ""))).toEqual([
      "Claimed rating and review count",
      "Claimed years in business",
      "Claimed projects completed",
    ]);
    expect(lines.map((line) => line.split(":")[0])).toEqual([
      "ok    PUBLIC_URL",
      "ok    TRUST_PROXY",
      "ok    DATA_DIR",
      // Given in the environment, as a backup requires (decision 200).
      "ok    ALTCHA key",
      "ok    Photo-link key",
      "ok    Backup",
      // The photos and voicemails the database keeps, and how much they take (issues 54, 55).
      "ok    Stored media",
      "ok    Mail transport",
      "ok    SPF",
      "ok    DKIM",
      "ok    DMARC",
    ]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
  });

  it("exits 1 when a check fails, and says what to do on that line", async () => {
    const { env, io } = await deployment({ ...records, "_dmarc.ironwood.example": [] });
    const result = await doctorCli([], env, io);
    expect(result.code).toBe(1);
    const dmarc = result.stdout.split("\n").find((line) => line.startsWith("FAIL  DMARC"));
    expect(dmarc).toMatch(/To fix: add a TXT record at _dmarc\.ironwood\.example/);
  });

  it("exits 2 with the message on a configuration the server would refuse, or an unknown option", async () => {
    const misconfigured = await doctorCli([], { PORT: "not a port", DATA_DIR: tempDir() });
    expect(misconfigured).toMatchObject({ code: 2, stdout: "" });
    expect(misconfigured.stderr).toMatch(/PORT/);
    const unknown = await doctorCli(["--fix"], {});
    expect(unknown).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Usage: npm run doctor/),
    });
    expect(await doctorCli(["--help"], {})).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Usage/),
    });
  });
});
