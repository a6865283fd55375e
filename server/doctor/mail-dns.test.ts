import { afterEach, describe, expect, it } from "vitest";
import { doctorContext } from "../../tests/support/doctor-context";
import { startDnsStandIn } from "../../tests/support/dns-stand-in";
import { loadConfig } from "../config";
import { mailDomainCheck } from "./mail-dns";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

// Longer than one 255-byte string, as a 2048-bit key is: the resolver hands it back in parts.
const dkimKey = `v=DKIM1; k=rsa; p=${"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA".repeat(8)}`;

const published = {
  "ironwood.example": ["google-site-verification=abc", "v=spf1 include:_spf.google.com ~all"],
  "_dmarc.ironwood.example": ["v=DMARC1; p=quarantine; rua=mailto:dmarc@ironwood.example"],
  "google._domainkey.ironwood.example": [dkimKey],
  "s2._domainkey.ironwood.example": ["v=DKIM1; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC"],
};

/** The three lines for the sender office@<domain>, asking the DNS stand-in. */
async function check(
  records: Parameters<typeof startDnsStandIn>[0],
  env: Record<string, string> = {},
) {
  const dns = await startDnsStandIn(records);
  cleanup.push(() => dns.close());
  const context = doctorContext(
    { MAIL_FROM: "office@ironwood.example", ...env },
    { dnsServer: dns.server },
  );
  const lines = await mailDomainCheck(context);
  const line = (subject: string) => lines.find((found) => found.subject === subject);
  return { SPF: line("SPF"), DKIM: line("DKIM"), DMARC: line("DMARC"), questions: dns.questions };
}

describe("doctor: SPF, DKIM and DMARC exist for the sender's domain", () => {
  it("is ok when all three are published, with every selector's key", async () => {
    const found = await check(published, { MAIL_DKIM_SELECTOR: "google,s2" });
    expect(found.SPF).toMatchObject({
      mark: "ok",
      detail: "ironwood.example: v=spf1 include:_spf.google.com ~all",
    });
    expect(found.DMARC).toMatchObject({ mark: "ok", detail: expect.stringMatching(/quarantine/) });
    expect(found.DKIM).toMatchObject({
      mark: "ok",
      detail: expect.stringContaining("s2._domainkey.ironwood.example"),
    });
  });

  it("fails on each record that is missing, saying what to publish and where", async () => {
    const found = await check({}, { MAIL_DKIM_SELECTOR: "google" });
    expect(found.SPF).toMatchObject({
      mark: "fail",
      fix: expect.stringMatching(/TXT record at ironwood\.example/),
    });
    expect(found.DMARC).toMatchObject({
      mark: "fail",
      fix: expect.stringContaining("_dmarc.ironwood.example"),
    });
    expect(found.DKIM).toMatchObject({
      mark: "fail",
      detail: expect.stringContaining("google._domainkey"),
    });
    expect(found.SPF?.detail).toMatch(/Gmail and Yahoo/);
  });

  it("fails on two SPF records, on +all, on a revoked DKIM key and on a selector not published", async () => {
    const twice = await check({
      ...published,
      "ironwood.example": ["v=spf1 -all", "v=spf1 mx -all"],
    });
    expect(twice.SPF).toMatchObject({
      mark: "fail",
      detail: expect.stringMatching(/2 SPF records/),
    });
    const anyone = await check({ ...published, "ironwood.example": ["v=spf1 a mx +all"] });
    expect(anyone.SPF).toMatchObject({ mark: "fail", fix: expect.stringMatching(/~all or -all/) });
    const revoked = await check(
      { ...published, "s2._domainkey.ironwood.example": ["v=DKIM1; p="] },
      { MAIL_DKIM_SELECTOR: "google,s2" },
    );
    expect(revoked.DKIM).toMatchObject({ mark: "fail", detail: expect.stringMatching(/revoked/) });
    const other = await check(published, { MAIL_DKIM_SELECTOR: "selector1" });
    expect(other.DKIM).toMatchObject({
      mark: "fail",
      detail: expect.stringContaining("selector1._domainkey"),
    });
  });

  it("without MAIL_DKIM_SELECTOR, warns and says where a sent message names the selector", async () => {
    const found = await check(published);
    expect(found.DKIM).toMatchObject({ mark: "warn", subject: "DKIM" });
    expect(found.DKIM?.fix).toMatch(/DKIM-Signature with d=ironwood\.example.*s= value/);
    expect(found.questions.some((name) => name.includes("_domainkey"))).toBe(false);
  });

  it("takes a parent domain's DMARC record for a sender on a subdomain", async () => {
    const found = await check(
      {
        "mail.ironwood.example": ["v=spf1 include:mailgun.org ~all"],
        "_dmarc.ironwood.example": ["v=DMARC1; p=reject"],
      },
      { MAIL_FROM: "leads@mail.ironwood.example" },
    );
    expect(found.DMARC).toMatchObject({
      mark: "ok",
      detail: "_dmarc.ironwood.example: policy reject",
    });
  });

  it("warns rather than fails when DNS itself does not answer", async () => {
    const found = await check({ ...published, "ironwood.example": "SERVFAIL" });
    expect(found.SPF).toMatchObject({
      mark: "warn",
      detail: expect.stringMatching(/could not look up ironwood\.example/),
    });
  });

  it("refuses a MAIL_DKIM_SELECTOR that is not a list of selectors", () => {
    const site = { PUBLIC_URL: "https://www.ironwood.example" };
    expect(() => loadConfig({ ...site, MAIL_DKIM_SELECTOR: "google; s2" })).toThrow(
      /MAIL_DKIM_SELECTOR/,
    );
    expect(loadConfig({ ...site, MAIL_DKIM_SELECTOR: " Google , s2 " }).MAIL_DKIM_SELECTOR).toEqual(
      ["google", "s2"],
    );
  });
});
