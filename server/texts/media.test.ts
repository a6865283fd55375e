import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { plainJpeg } from "../../tests/support/images";
import { selfSignedCertificate } from "../../tests/support/tls-certificate";
import { photoLimits } from "../photos/limits";
import { fetchMedia, type MediaAccount } from "./media";

/*
 * Twilio's media, stood in for on loopback: its API host (TLS, as api.twilio.com is),
 * which answers with a redirect as Twilio does, and the hosts a redirect may name.
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Seen = { host: string; path: string; authorization: string | undefined };

let tls: { key: string; cert: string };
beforeAll(() => {
  tls = selfSignedCertificate();
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A server on 127.0.0.1 that records every request it gets; https unless told. */
async function standIn(handler: Handler, { secure = true } = {}) {
  const seen: Seen[] = [];
  const record: Handler = (request, response) => {
    seen.push({
      host: request.headers.host ?? "",
      path: request.url ?? "",
      authorization: request.headers.authorization,
    });
    handler(request, response);
  };
  const server = secure ? createHttpsServer(tls, record) : createHttpServer(record);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { port, seen, origin: `${secure ? "https" : "http"}://127.0.0.1:${port}` };
}

const mediaPath = "/2010-04-01/Accounts/AC0/Messages/MM1/Media/ME1";

function accountAt(origin: string): MediaAccount {
  return { apiUrl: origin, accountSid: `AC${"0".repeat(32)}`, authToken: "the-auth-token" };
}

function logged() {
  const warnings: { err: unknown }[] = [];
  return { warnings, log: { warn: (obj: object) => warnings.push(obj as { err: unknown }) } };
}

const redirect = (response: ServerResponse, location: string, status = 307) =>
  response.writeHead(status, { location }).end();

describe("a text's pictures, fetched from Twilio", () => {
  it("an attacker's media redirect never receives the account's credentials", async () => {
    const jpeg = await plainJpeg(320, 240);
    // Both hops stand in for Twilio's storage; the second is another origin (localhost).
    const storage = await standIn((request, response) => {
      if (request.url === "/cdn/one") return redirect(response, "/cdn/two", 302);
      response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    });
    const api = await standIn((_request, response) =>
      redirect(response, `https://localhost:${storage.port}/cdn/one`),
    );
    const { log, warnings } = logged();
    const account = accountAt(api.origin);
    const stored = await fetchMedia(account, [`${api.origin}${mediaPath}`], log, {
      ca: tls.cert,
    });
    expect(warnings).toEqual([]);
    expect(stored).toHaveLength(1);
    const basic = Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64");
    expect(api.seen).toEqual([
      { host: `127.0.0.1:${api.port}`, path: mediaPath, authorization: `Basic ${basic}` },
    ]);
    expect(storage.seen.map(({ path, authorization }) => [path, authorization])).toEqual([
      ["/cdn/one", undefined],
      ["/cdn/two", undefined],
    ]);
  });

  it("a redirect back to the API host gets no credentials either", async () => {
    const jpeg = await plainJpeg(64, 64);
    const api = await standIn((request, response) => {
      if (request.url === mediaPath) return redirect(response, "/again");
      response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    });
    const { log } = logged();
    const stored = await fetchMedia(accountAt(api.origin), [`${api.origin}${mediaPath}`], log, {
      ca: tls.cert,
    });
    expect(stored).toHaveLength(1);
    expect(api.seen.map((s) => [s.path, s.authorization === undefined])).toEqual([
      [mediaPath, false],
      ["/again", true],
    ]);
  });

  it("a third redirect is refused", async () => {
    const api = await standIn((request, response) => {
      const hop = Number(request.url?.split("/hop/")[1] ?? "0");
      redirect(response, `/hop/${hop + 1}`);
    });
    const { log, warnings } = logged();
    const stored = await fetchMedia(accountAt(api.origin), [`${api.origin}${mediaPath}`], log, {
      ca: tls.cert,
    });
    expect(stored).toEqual([]);
    expect(api.seen.map((s) => s.path)).toEqual([mediaPath, "/hop/1", "/hop/2"]);
    expect(String(warnings[0]?.err)).toContain("redirected more than twice");
  });

  it("a redirect to plain http is refused, and never followed", async () => {
    const plain = await standIn((_request, response) => response.end("x"), { secure: false });
    const api = await standIn((_request, response) => redirect(response, `${plain.origin}/x`));
    const { log, warnings } = logged();
    const stored = await fetchMedia(accountAt(api.origin), [`${api.origin}${mediaPath}`], log, {
      ca: tls.cert,
    });
    expect(stored).toEqual([]);
    expect(plain.seen).toEqual([]);
    expect(String(warnings[0]?.err)).toContain("off https");
  });

  it("an endless media body is cut off at the photo limit", async () => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    const api = await standIn((_request, response) => {
      response.writeHead(200, { "content-type": "image/jpeg" });
      const pour = () => {
        while (!response.destroyed && response.write(chunk)) sent += chunk.length;
      };
      response.on("drain", pour);
      pour();
    });
    const { log, warnings } = logged();
    const started = Date.now();
    const stored = await fetchMedia(accountAt(api.origin), [`${api.origin}${mediaPath}`], log, {
      ca: tls.cert,
    });
    expect(stored).toEqual([]);
    expect(String(warnings[0]?.err)).toContain("too large");
    // Well before the 8-second deadline, and not much past the limit: the body was dropped.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(sent).toBeLessThan(photoLimits.fileBytes * 2);
  });
});
