import { describe, expect, it } from "vitest";
import { retention } from "../../content/privacy";
import { ConfigError, loadConfig } from "../config";
import { litestreamConfig } from "../backup/litestream";
import { parseBackupUrl } from "./backup";

const base = {
  NODE_ENV: "production",
  DATA_DIR: "/srv/data",
  PUBLIC_URL: "https://www.ironwood.example",
};
const hex64 = "0123456789abcdef".repeat(4);

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return "";
}

describe("BACKUP_URL", () => {
  it("takes file:///folder and s3://bucket/prefix", () => {
    expect(parseBackupUrl("file:///var/backups/site")).toEqual({
      kind: "file",
      path: "/var/backups/site",
    });
    expect(parseBackupUrl("s3://ironwood-backups/prod/site/")).toEqual({
      kind: "s3",
      bucket: "ironwood-backups",
      prefix: "prod/site",
    });
  });

  it("refuses anything else, and credentials in the URL", () => {
    for (const value of [
      "http://example.com/backups",
      "file://host/folder",
      "file:///",
      "s3://user:secret@bucket/prefix",
      "backups",
    ]) {
      expect(
        refusal({ ...base, BACKUP_URL: value, ALTCHA_HMAC_KEY: hex64, PHOTO_LINK_SECRET: hex64 }),
      ).toMatch(/BACKUP_URL: must/);
    }
  });

  it("refuses a start without the keys a restore needs, naming each one", () => {
    const message = refusal({ ...base, BACKUP_URL: "file:///var/backups/site" });
    expect(message).toMatch(/^ {2}ALTCHA_HMAC_KEY: is required/m);
    expect(message).toMatch(/^ {2}PHOTO_LINK_SECRET: is required/m);
  });

  it("accepts keys of 64 hex characters", () => {
    const config = loadConfig({
      ...base,
      BACKUP_URL: "file:///var/backups/site",
      ALTCHA_HMAC_KEY: hex64,
      PHOTO_LINK_SECRET: hex64,
    });
    expect(config.BACKUP_URL).toBe("file:///var/backups/site");
  });

  it("is refused with DATABASE_URL, whose backup is the provider's", () => {
    expect(
      refusal({
        ...base,
        DATABASE_URL: "postgres://db.example.com/site",
        BACKUP_URL: "s3://bucket/site",
        ALTCHA_HMAC_KEY: hex64,
        PHOTO_LINK_SECRET: hex64,
      }),
    ).toMatch(/BACKUP_URL: cannot be used with DATABASE_URL/);
  });
});

describe("Litestream's configuration", () => {
  const config = loadConfig({
    ...base,
    BACKUP_URL: "s3://ironwood-backups/prod",
    AWS_ENDPOINT_URL_S3: "https://s3.us-west-004.backblazeb2.com",
    AWS_REGION: "us-west-004",
    ALTCHA_HMAC_KEY: hex64,
    PHOTO_LINK_SECRET: hex64,
  });
  const target = parseBackupUrl(config.BACKUP_URL ?? "");
  const written =
    typeof target === "string" ? undefined : litestreamConfig(config, target, "/srv/data");

  it("ships changes well within the 1 s loss window", () => {
    for (const db of written?.dbs ?? []) {
      expect(db.replicas[0]?.["sync-interval"]).toBe("100ms");
      expect(db["monitor-interval"]).toBe("100ms");
    }
  });

  it("keeps the privacy policy's backup window: 30 days restorable, nothing past 31", () => {
    expect(retention.backupDays).toBe(30);
    for (const db of written?.dbs ?? []) {
      // Copies taken within the retention are kept, so the oldest is at most a day younger.
      expect(db.replicas[0]?.retention).toBe("744h");
      expect(db.replicas[0]?.["snapshot-interval"]).toBe("24h");
    }
  });

  it("replicates the leads and the erasure ledger to an S3-compatible endpoint, with no key in the file", () => {
    expect(written?.dbs.map((db) => db.path)).toEqual([
      "/srv/data/site.sqlite",
      "/srv/data/erasures.sqlite",
    ]);
    expect(written?.dbs[0]?.replicas[0]).toMatchObject({
      type: "s3",
      bucket: "ironwood-backups",
      path: "prod/site",
      endpoint: "https://s3.us-west-004.backblazeb2.com",
      "force-path-style": true,
      region: "us-west-004",
    });
    expect(JSON.stringify(written)).not.toMatch(/secret|access-key/i);
  });
});
