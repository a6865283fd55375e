import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodedBody, tempDir } from "../../tests/support/server";
import { adminCli } from "./admin";

const env = () => ({
  DATA_DIR: tempDir(),
  LOG_LEVEL: "silent",
  PUBLIC_URL: "https://www.ironwood.example",
});

describe("npm run admin", () => {
  it("invites with a one-time link it prints and e-mails, lists, and revokes", async () => {
    const settings = env();
    const now = () => new Date("2026-03-02T09:00:00Z");
    const invited = await adminCli(["invite", "Owner@Ironwood.example"], settings, { now });
    expect(invited.code).toBe(0);
    const link = /https:\/\/www\.ironwood\.example\/admin#invite=[A-Za-z0-9_-]{43}/.exec(
      invited.stdout,
    )?.[0];
    expect(link).toBeDefined();
    expect(invited.stdout).toContain("valid once until 2026-03-03T09:00:00.000Z");
    expect(invited.stdout).toContain("E-mailed to owner@ironwood.example (file).");

    const mailDir = join(settings.DATA_DIR, "mail");
    const [name] = await readdir(mailDir);
    const mail = decodedBody(await readFile(join(mailDir, name ?? ""), "utf8"));
    expect(mail).toMatch(/^To: owner@ironwood\.example$/m);
    expect(mail).toContain(link);
    expect(mail).toContain("24 hours");

    const listed = await adminCli(["list"], settings, { now });
    expect(listed.stdout).toBe(
      "owner@ironwood.example  invited 2026-03-02  0 passkey(s)  0 session(s)\n",
    );
    const revoked = await adminCli(["revoke", "owner@ironwood.example"], settings, { now });
    expect(revoked).toMatchObject({ code: 0, stdout: expect.stringContaining("Revoked") });
    expect((await adminCli(["list"], settings, { now })).stdout).toContain("revoked 2026-03-02");
  });

  it("refuses what it cannot do, saying why", async () => {
    const settings = env();
    expect((await adminCli([], settings)).code).toBe(2);
    expect((await adminCli(["invite"], settings)).code).toBe(2);
    expect((await adminCli(["invite", "not-an-address"], settings)).stderr).toMatch(
      /Not an e-mail/,
    );
    expect((await adminCli(["list", "extra"], settings)).code).toBe(2);
    const nobody = await adminCli(["revoke", "nobody@example.com"], settings);
    expect(nobody).toMatchObject({ code: 1, stderr: "Nobody is invited as nobody@example.com.\n" });
    expect((await adminCli(["list"], settings)).stdout).toBe("Nobody is invited yet.\n");
    // A configuration the server would refuse: the command says what is wrong, and stops.
    const misconfigured = await adminCli(["list"], { ...settings, PORT: "not a port" });
    expect(misconfigured).toMatchObject({ code: 2, stdout: "" });
    expect(misconfigured.stderr).toMatch(/PORT/);
  });
});
