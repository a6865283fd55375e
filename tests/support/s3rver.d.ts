/** The part of s3rver (which ships no types) that the S3 stand-in uses. */
declare module "s3rver" {
  type ListOptions = { delimiter?: string; prefix?: string; startAfter?: string; maxKeys?: number };
  type Listed = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    store: { listObjects: (bucket: string, options: ListOptions) => Promise<Listed> };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
