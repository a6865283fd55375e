import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { pngBomb, plainJpeg } from "../../tests/support/images";
import { type FilePart, multipartBody } from "../../tests/support/multipart";
import { lead, solvedTokens, startApi } from "./api";
import { memory, peakDuring } from "./memory";
import { printUploadStorm, runUploadStorm } from "./upload-storm";

/**
 * The lead server's memory under photo uploads (issue 26): the resident set of the server
 * process, read from /proc every 5 ms, while it refuses a 20,000 x 20,000 px PNG bomb and
 * while it takes 10 quote requests of 5 photos each at once. The server runs from source
 * as in the API bench (SQLite, ALTCHA on). Then an upload storm on a fresh server
 * (upload-storm.ts). `npm run bench -- --photos`, Linux only.
 */

const MB = 1024 * 1024;

async function send(baseURL: string, token: string, files: FilePart[]) {
  const { body, contentType } = await multipartBody({ ...lead, captchaToken: token }, files);
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  });
  await response.arrayBuffer();
  return { status: response.status, bytes: body.length };
}

export async function runPhotoBench(): Promise<void> {
  const hmacKey = randomBytes(32).toString("hex");
  const tokens = await solvedTokens(hmacKey, 40);
  // Photos as the form sends them (2,048 px, about 500 KB), the same size at its heaviest,
  // and as a phone takes them (12 megapixels), sent by a client that does not shrink them.
  const shrunk = await plainJpeg(2048, 1536, 80, 10);
  const heavy = await plainJpeg(2048, 1536, 80);
  const original = await plainJpeg(4032, 3024, 40);
  const bomb = await pngBomb(20_000);
  const server = await startApi({ ALTCHA_HMAC_KEY: hmacKey, LOG_LEVEL: "warn" });
  const pid = server.pid ?? 0;
  const mb = (bytes: number) => (bytes / MB).toFixed(1);
  try {
    const idle = memory(pid).rss;
    const rows: Record<string, string | number>[] = [];

    const refused = await peakDuring(pid, () =>
      send(server.baseURL, tokens.pop() ?? "", [
        { name: "bomb.png", bytes: bomb, type: "image/png" },
      ]),
    );
    rows.push({
      case: "PNG bomb, 20,000 x 20,000 px",
      "request MB": mb(refused.result.bytes),
      "photo KB": Math.round(bomb.length / 1024),
      statuses: String(refused.result.status),
      ms: Math.round(refused.ms),
      "peak RSS MB": mb(refused.peak),
      "over idle MB": mb(refused.peak - idle),
    });

    for (const [name, photo] of [
      ["10 x 5 photos, 2,048 px, as the form sends", shrunk],
      ["10 x 5 photos, 2,048 px, heavy", heavy],
      ["10 x 5 photos, 4,032 px, unshrunk", original],
    ] as const) {
      const files = [1, 2, 3, 4, 5].map((n) => ({ name: `photo${n}.jpg`, bytes: photo }));
      const before = memory(pid).rss;
      const run = await peakDuring(pid, () =>
        Promise.all(
          Array.from({ length: 10 }, () => send(server.baseURL, tokens.pop() ?? "", files)),
        ),
      );
      const statuses = [...new Set(run.result.map((r) => r.status))].join(",");
      rows.push({
        case: name,
        "request MB": mb(run.result[0]?.bytes ?? 0),
        "photo KB": Math.round(photo.length / 1024),
        statuses,
        ms: Math.round(run.ms),
        "peak RSS MB": mb(run.peak),
        "over idle MB": mb(run.peak - before),
      });
    }
    console.log(`Photo uploads: the server's memory (idle RSS ${mb(idle)} MB)`);
    console.table(rows);
    console.log(`Highest RSS of the server over the whole run (VmHWM): ${mb(memory(pid).hwm)} MB`);
  } finally {
    await server.stop();
  }
  // On a server of its own, so its idle figure is not the one the photos above left behind.
  printUploadStorm(await runUploadStorm());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runPhotoBench();
