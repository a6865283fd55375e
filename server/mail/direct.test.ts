import { describe, expect, it } from "vitest";
import {
  decodedBody,
  startHttpStub,
  startSmtpServer,
  testConfig,
} from "../../tests/support/server";
import { type DirectMessage, sendDirect } from "./direct";

const message: DirectMessage = {
  kind: "sign_in",
  to: "owner@ironwood.example",
  subject: "Your sign-in link",
  text: "Sign in: https://www.ironwood.example/admin#link=abc",
  html: "<p>Sign in</p>",
  link: "https://www.ironwood.example/admin#link=abc",
};

describe("sending a sign-in e-mail at once", () => {
  it("goes straight to the SMTP server", async () => {
    const smtp = await startSmtpServer();
    try {
      const config = testConfig({
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_INSECURE: "true",
        MAIL_FROM: "website@ironwood.example",
      });
      await sendDirect(config, message);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.to).toEqual(["owner@ironwood.example"]);
      expect(smtp.mails[0]?.from).toBe("website@ironwood.example");
      expect(decodedBody(smtp.mails[0]?.raw ?? "")).toContain(message.link);
    } finally {
      await smtp.close();
    }
  });

  it("goes to EmailJS with its own template, and is refused without one", async () => {
    const emailjs = await startHttpStub((_request, response) => response.end("OK"));
    try {
      const settings = {
        MAIL_TRANSPORT: "emailjs",
        EMAILJS_API_URL: emailjs.url,
        EMAILJS_PUBLIC_KEY: "public-key",
        EMAILJS_SERVICE_ID: "service",
        EMAILJS_TEMPLATE_CONTACT: "contact",
        EMAILJS_TEMPLATE_REVIEW: "review",
      };
      await expect(sendDirect(testConfig(settings), message)).rejects.toThrow(
        /EMAILJS_TEMPLATE_SIGN_IN/,
      );
      await sendDirect(testConfig({ ...settings, EMAILJS_TEMPLATE_SIGN_IN: "sign-in" }), message);
      expect(emailjs.requests).toHaveLength(1);
      const body = JSON.parse(emailjs.requests[0]?.body ?? "{}");
      expect(body).toMatchObject({
        service_id: "service",
        template_id: "sign-in",
        template_params: { to_email: "owner@ironwood.example", link: message.link },
      });
    } finally {
      await emailjs.close();
    }
  });
});
