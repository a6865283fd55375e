/** The part of s3rver (which ships no types) that the S3 stand-in uses. */
declare module "s3rver" {
  import type { Readable } from "node:stream";

  type ListOptions = { delimiter?: string; prefix?: string; startAfter?: string; maxKeys?: number };
  type StoredObject = {
    bucket: string;
    key: string;
    content: Buffer | Readable;
    metadata: Record<string, string>;
  };
  type Listed = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    store: {
      listObjects: (bucket: string, options: ListOptions) => Promise<Listed>;
      putObject: (object: StoredObject) => Promise<{ size: number; md5: string }>;
    };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
