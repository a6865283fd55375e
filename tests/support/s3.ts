import S3rver from "s3rver";
import { tempDir } from "./server";

export type S3StandIn = { endpoint: string; bucket: string; close: () => Promise<void> };

/**
 * An S3-compatible store on loopback (s3rver) for the backup's tests, with one bucket.
 * s3rver's folder store skips every key more than one folder below a listing's prefix when
 * a delimiter is given, so Litestream would find no generation; the listing is done here
 * without the delimiter and grouped into common prefixes as S3 does.
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
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, bucket, close: () => server.close() };
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
