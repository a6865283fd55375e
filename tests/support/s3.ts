import type { Readable } from "node:stream";
import S3rver from "s3rver";
import { tempDir } from "./server";

export type S3StandIn = { endpoint: string; bucket: string; close: () => Promise<void> };

/**
 * An S3-compatible store on loopback (s3rver) for the backup's tests, with one bucket.
 * s3rver's folder store skips every key more than one folder below a listing's prefix when
 * a delimiter is given, so Litestream would find no generation; the listing is done here
 * without the delimiter and grouped into common prefixes as S3 does.
 *
 * s3rver also writes an upload's bytes to its object file as they arrive, so an upload cut
 * off (a replicator killed mid-request) leaves a truncated object that lists and reads.
 * S3 stores an object whole or not at all: here the body is read to its last announced
 * byte before s3rver is handed it.
 */
export async function startS3(bucket = "backups"): Promise<S3StandIn> {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: tempDir("s3-"),
    configureBuckets: [{ name: bucket }],
  });
  const list = server.store.listObjects.bind(server.store);
  server.store.listObjects = async (name, options) => {
    const { delimiter = "", prefix = "", maxKeys = Number.POSITIVE_INFINITY } = options;
    if (!delimiter) return list(name, options);
    const all = await list(name, { prefix, startAfter: options.startAfter });
    const prefixes = new Set<string>();
    const objects = all.objects.filter((object) => {
      const rest = object.key.slice(prefix.length);
      const cut = rest.indexOf(delimiter);
      if (cut !== -1) prefixes.add(prefix + rest.slice(0, cut + 1));
      return cut === -1;
    });
    return {
      objects: objects.slice(0, maxKeys),
      commonPrefixes: [...prefixes].sort(),
      isTruncated: objects.length > maxKeys,
    };
  };
  const put = server.store.putObject.bind(server.store);
  server.store.putObject = async (object) => {
    if (Buffer.isBuffer(object.content)) return put(object);
    const content = await wholeBody(object.content, Number(object.metadata["content-length"]));
    return put(Object.assign(object, { content }));
  };
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, bucket, close: () => server.close() };
}

/** The whole body, or a rejection when the request ends before the length it announced. */
async function wholeBody(body: Readable, announced: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  const content = Buffer.concat(chunks);
  if (Number.isFinite(announced) && content.length !== announced) {
    throw new Error(`upload cut off at ${content.length} of ${announced} bytes`);
  }
  return content;
}

/** What the backup needs to reach the stand-in; s3rver takes this fixed key pair. */
export function s3Env(s3: S3StandIn, prefix: string): Record<string, string> {
  return {
    BACKUP_URL: `s3://${s3.bucket}/${prefix}`,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    AWS_REQUEST_CHECKSUM_CALCULATION: "WHEN_REQUIRED",
  };
}
