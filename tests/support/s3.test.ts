import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type S3StandIn, startS3 } from "./s3";

/**
 * S3 stores an object whole or not at all. The stand-in must too: a replicator killed
 * mid-upload (the crash test) must not leave a truncated object for a restore to read.
 */

let s3: S3StandIn | undefined;
afterEach(async () => {
  await s3?.close();
  s3 = undefined;
});

async function listKeys(standIn: S3StandIn): Promise<string> {
  const response = await fetch(`${standIn.endpoint}/${standIn.bucket}?list-type=2`);
  return response.text();
}

/** Sends a PUT that announces `announced` bytes, sends `sent`, and drops the connection. */
async function abortedPut(standIn: S3StandIn, key: string, announced: number, sent: number) {
  const { hostname, port } = new URL(standIn.endpoint);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(
    `PUT /${standIn.bucket}/${key} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Content-Length: ${announced}\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  socket.write(Buffer.alloc(sent, 7));
  // Let the stand-in take the bytes in before the connection drops, as a killed process's would.
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe("the S3 stand-in", () => {
  it("keeps no trace of an upload cut off before its last byte", async () => {
    s3 = await startS3();
    await abortedPut(s3, "db/wal/00000001.wal.lz4", 4_096, 1_000);
    expect(await listKeys(s3)).not.toContain("00000001");
    const read = await fetch(`${s3.endpoint}/${s3.bucket}/db/wal/00000001.wal.lz4`);
    expect(read.status).toBe(404);
  });

  it("stores a whole upload and lists it", async () => {
    s3 = await startS3();
    const put = await fetch(`${s3.endpoint}/${s3.bucket}/db/wal/00000002.wal.lz4`, {
      method: "PUT",
      body: new Uint8Array(4_096).fill(7),
    });
    expect(put.status).toBe(200);
    expect(await listKeys(s3)).toContain("00000002");
    const read = await fetch(`${s3.endpoint}/${s3.bucket}/db/wal/00000002.wal.lz4`);
    expect((await read.arrayBuffer()).byteLength).toBe(4_096);
  });
});
