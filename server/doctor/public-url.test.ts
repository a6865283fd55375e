import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { doctorContext, listeningApp } from "../../tests/support/doctor-context";
import { startFrontStandIn } from "../../tests/support/front-stand-in";
import { freePort, startHttpStub } from "../../tests/support/server";
import { selfSignedCertificate } from "../../tests/support/tls-certificate";
import { publicUrlCheck } from "./public-url";

let tls: { key: string; cert: string };
beforeAll(() => {
  tls = selfSignedCertificate();
});

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** The app behind an HTTPS front, or any upstream given as a URL. */
async function httpsFront(upstream?: string) {
  let target = upstream;
  if (!target) {
    const app = await listeningApp();
    cleanup.push(() => app.close());
    target = app.url;
  }
  const front = await startFrontStandIn({ target, forwardedFor: "replace", tls });
  cleanup.push(() => front.close());
  return front.url;
}

describe("doctor: PUBLIC_URL is https and answers", () => {
  it("is ok when the lead server answers its health check over HTTPS", async () => {
    const url = await httpsFront();
    const [line] = await publicUrlCheck(
      doctorContext({ PUBLIC_URL: url }, { http: { timeoutMs: 3_000, ca: tls.cert } }),
    );
    expect(line).toMatchObject({ mark: "ok", subject: "PUBLIC_URL" });
    expect(line?.detail).toContain(`${url} answers over HTTPS`);
  });

  it("warns when the certificate is about to run out", async () => {
    // The test certificate is good for 30 days; 20 days from now it has about 10 left.
    const url = await httpsFront();
    const [line] = await publicUrlCheck(
      doctorContext(
        { PUBLIC_URL: url },
        { http: { timeoutMs: 3_000, ca: tls.cert }, now: new Date(Date.now() + 20 * 86_400_000) },
      ),
    );
    expect(line).toMatchObject({ mark: "warn", fix: expect.stringMatching(/renews/) });
  });

  it("fails on a certificate this machine does not trust, saying how to get one", async () => {
    const url = await httpsFront();
    const [line] = await publicUrlCheck(doctorContext({ PUBLIC_URL: url }));
    expect(line).toMatchObject({ mark: "fail", fix: expect.stringMatching(/certificate/) });
    expect(line?.detail).toMatch(/not trust \(.*SELF_SIGNED.*\)/);
  });

  it("fails when unset, when http, and when nothing answers", async () => {
    const [unset] = await publicUrlCheck(doctorContext());
    expect(unset).toMatchObject({ mark: "fail", detail: "not set" });
    const [http] = await publicUrlCheck(doctorContext({ PUBLIC_URL: "http://127.0.0.1:8080" }));
    expect(http).toMatchObject({ mark: "fail", fix: expect.stringMatching(/HTTPS/) });
    const port = await freePort();
    const [silent] = await publicUrlCheck(
      doctorContext({ PUBLIC_URL: `https://127.0.0.1:${port}` }),
    );
    expect(silent).toMatchObject({ mark: "fail", detail: expect.stringMatching(/ECONNREFUSED/) });
    expect(silent?.fix).toMatch(/firewall/);
  });

  it("fails when the front answers but the lead server's database does not, or /api is not passed on", async () => {
    const down = await startHttpStub((_request, response) => {
      response.writeHead(503, { "content-type": "application/json" });
      response.end('{"status":"unavailable"}');
    });
    cleanup.push(() => down.close());
    const url = await httpsFront(down.url);
    const http = { timeoutMs: 3_000, ca: tls.cert };
    const [line] = await publicUrlCheck(doctorContext({ PUBLIC_URL: url }, { http }));
    expect(line).toMatchObject({ mark: "fail", detail: expect.stringMatching(/database/) });

    const elsewhere = await startHttpStub((_request, response) => response.writeHead(404).end());
    cleanup.push(() => elsewhere.close());
    const other = await httpsFront(elsewhere.url);
    const [notPassed] = await publicUrlCheck(doctorContext({ PUBLIC_URL: other }, { http }));
    expect(notPassed).toMatchObject({ mark: "fail", detail: expect.stringMatching(/404/) });
  });
});
