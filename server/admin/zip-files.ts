import { Zip, type ZipInputFile } from "fflate";
import { crc32, deflateRawSync } from "node:zlib";

export type ZipFile = { name: string; bytes: Uint8Array; deflate: boolean };

/**
 * A ZIP of these files, in this order. fflate writes the container; each file's checksum
 * and compression are Node's zlib, native: fflate's own, in JavaScript, held the event
 * loop for 170-400 ms over five 1 MB photos (decision 198). A JPEG is stored as it is,
 * since it does not deflate.
 */
export function zipFiles(files: ZipFile[], mtime: Date): Buffer {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let done = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (final) done = true;
  });
  for (const { name, bytes, deflate } of files) {
    const entry: ZipInputFile = {
      filename: name,
      size: bytes.length,
      crc: crc32(bytes),
      compression: deflate ? 8 : 0,
      mtime,
    };
    zip.add(entry);
    // Defined by add(): the entry's data, already compressed, in one final chunk.
    entry.ondata?.(null, deflate ? deflateRawSync(bytes) : new Uint8Array(bytes), true);
  }
  zip.end();
  if (failure) throw failure;
  if (!done) throw new Error("the ZIP was not finished");
  return Buffer.concat(chunks);
}
