import { afterEach, describe, expect, it } from "vitest";
import { doctorContext } from "../../tests/support/doctor-context";
import { freePort, startSmtpServer } from "../../tests/support/server";
import { createTransport } from "../mail/create";
import { mailTransportCheck } from "./mail";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** The check with the real SMTP transport's verify, as the command wires it. */
async function smtpCheck(env: Record<string, string>) {
  const context = doctorContext({ MAIL_TRANSPORT: "smtp", ...env });
  const transport = createTransport(context.config, { connectionTimeoutMs: 2_000 });
  cleanup.push(() => transport.close());
  const [line] = await mailTransportCheck({
    ...context,
    verifySmtp: () => transport.verify?.() ?? Promise.resolve(),
  });
  return line;
}

const emailjs = {
  MAIL_TRANSPORT: "emailjs",
  EMAILJS_PUBLIC_KEY: "public",
  EMAILJS_SERVICE_ID: "service",
  EMAILJS_TEMPLATE_CONTACT: "contact",
  EMAILJS_TEMPLATE_REVIEW: "review",
};

describe("doctor: the mail transport works", () => {
  it("is ok when the SMTP server answers, and fails with the fix when it does not", async () => {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    const ok = await smtpCheck({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_INSECURE: "true",
    });
    expect(ok).toMatchObject({
      mark: "ok",
      subject: "Mail transport",
      detail: expect.stringMatching(/answered/),
    });
    expect(smtp.mails).toHaveLength(0);

    const port = await freePort();
    const down = await smtpCheck({ SMTP_URL: `smtp://user:hunter2@127.0.0.1:${port}` });
    expect(down).toMatchObject({ mark: "fail", fix: expect.stringMatching(/SMTP_URL/) });
    expect(down?.detail).not.toContain("hunter2");
  });

  it("fails on an SMTP server without TLS unless SMTP_INSECURE is set", async () => {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    const line = await smtpCheck({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    expect(line).toMatchObject({ mark: "fail", detail: expect.stringMatching(/STARTTLS|TLS/i) });
  });

  it("takes EmailJS's settings as the most it can check, and warns without the private key", async () => {
    const [withKey] = await mailTransportCheck(
      doctorContext({ ...emailjs, EMAILJS_PRIVATE_KEY: "private" }),
    );
    expect(withKey).toMatchObject({ mark: "ok", detail: expect.stringMatching(/without sending/) });
    const [withoutKey] = await mailTransportCheck(doctorContext(emailjs));
    expect(withoutKey).toMatchObject({
      mark: "warn",
      fix: expect.stringMatching(/EMAILJS_PRIVATE_KEY/),
    });
  });

  it("fails on the file transport in production, which e-mails nobody", async () => {
    const [production] = await mailTransportCheck(
      doctorContext({ NODE_ENV: "production", PUBLIC_URL: "https://www.ironwood.example" }),
    );
    expect(production).toMatchObject({
      mark: "fail",
      fix: expect.stringMatching(/MAIL_TRANSPORT=smtp/),
    });
    const [development] = await mailTransportCheck(doctorContext({ NODE_ENV: "development" }));
    expect(development).toMatchObject({ mark: "warn" });
  });
});
