import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import { photoMessages } from "../../content/photos";
import { PhotoError } from "../photos/errors";
import { megabytes, photoLimits } from "../photos/limits";
import { sniffPhotoType } from "../photos/sniff";
import { UploadMemoryFull, type UploadShare } from "../photos/upload-memory";

/** busboy's own limits, a step behind ours: ours name the file, these are the backstop. */
export const multipartLimits = {
  fields: 20,
  fieldSize: 64 * 1024,
  // One more than allowed, so the extra file's name can be given before it is read.
  files: photoLimits.files + 1,
  fileSize: photoLimits.fileBytes + 1,
  parts: 40,
  headerPairs: 20,
} as const;

export const photoField = "photos";

/** A file as it arrived, whole and within the limits, not yet decoded. */
export type UploadedFile = { name: string; bytes: Buffer };

export type MultipartForm = {
  /** The text fields, which the form sends before any file. */
  fields: Record<string, string>;
  /**
   * Reads the files, checking the count, each size and the total while they stream, and
   * each type from its first bytes. Call it only once the fields are accepted.
   * Every byte held is counted on `share`, the request's part of the uploads' memory.
   * Throws a PhotoError naming the file that broke a limit, a BrokenFormError when the
   * body breaks off or turns to garbage, or UploadMemoryFull past the uploads' cap.
   */
  readFiles: (share: UploadShare) => Promise<UploadedFile[]>;
  /** True when a file part follows the fields (its bytes are not read yet). */
  readonly hasFiles: boolean;
  /** True while part of the body is still unread (then `discardRest` drops it after the answer). */
  readonly unread: boolean;
  /** Stops reading: the file being received is dropped unread. */
  discard: () => void;
};

/**
 * A body the multipart parser could not read: no boundary, cut off, garbage, a part
 * beyond busboy's limits. It is the client's doing, never the server's: a 4xx, logged at
 * info like any other refusal.
 */
export class BrokenFormError extends Error {
  override name = "BrokenFormError";
  constructor(
    readonly status: 400 | 413,
    options: { cause: unknown },
  ) {
    super(status === 413 ? photoMessages.formTooLarge : photoMessages.formBroken, options);
  }
}

/** What the parser threw, as the refusal it is; our own PhotoError passes unchanged. */
function asRefusal(error: unknown): PhotoError | BrokenFormError | UploadMemoryFull {
  if (
    error instanceof PhotoError ||
    error instanceof BrokenFormError ||
    error instanceof UploadMemoryFull
  ) {
    return error;
  }
  const status =
    typeof error === "object" && error !== null && "statusCode" in error
      ? error.statusCode
      : undefined;
  return new BrokenFormError(status === 413 ? 413 : 400, { cause: error });
}

/** Bytes enough to tell every accepted type apart (the HEIF brands come within the first box). */
const sniffBytes = 64;

/**
 * Reads a multipart quote request up to its first file part, and no further: the caller
 * checks the captcha and the fields before a byte of any file is read.
 * Throws a BrokenFormError when the body cannot be read as a form.
 */
export async function readFields(request: FastifyRequest): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let current: MultipartFile | undefined;
  let done = false;
  let parts: AsyncIterableIterator<Multipart>;

  try {
    // busboy throws here at once on a Content-Type without a boundary.
    parts = request.parts({ limits: multipartLimits });
    for (;;) {
      const next = await parts.next();
      if (next.done) {
        done = true;
        break;
      }
      const part = next.value;
      if (part.type === "file") {
        current = part;
        break;
      }
      // A value cut at the limit is sent as it is: validation refuses it as too long.
      // Own fields only: a name an empty object answers ("constructor") is the parser's to refuse.
      if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw asRefusal(error);
  }

  const discard = () => {
    current?.file.destroy();
    current = undefined;
  };

  async function readFiles(share: UploadShare): Promise<UploadedFile[]> {
    try {
      return await readEach(share);
    } catch (error) {
      throw asRefusal(error);
    }
  }

  async function readEach(share: UploadShare): Promise<UploadedFile[]> {
    const files: UploadedFile[] = [];
    let total = 0;
    let position = 0;
    while (current) {
      const part: MultipartFile = current;
      position += 1;
      // busboy leaves the name undefined when the part carries none.
      const rawName = (part.filename as string | undefined) ?? "";
      const name = fileName(rawName, position);
      if (part.fieldname !== photoField) {
        throw new PhotoError(400, photoMessages.wrongField(name), name);
      }
      if (files.length >= photoLimits.files) {
        throw new PhotoError(413, photoMessages.tooMany(name, photoLimits.files), name);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let sniffed = false;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > photoLimits.fileBytes) {
          throw new PhotoError(
            413,
            photoMessages.tooLarge(name, megabytes(photoLimits.fileBytes)),
            name,
          );
        }
        if (total > photoLimits.totalBytes) {
          throw new PhotoError(
            413,
            photoMessages.tooLargeInAll(name, megabytes(photoLimits.totalBytes)),
            name,
          );
        }
        if (!share.take(chunk.length)) throw new UploadMemoryFull();
        chunks.push(chunk);
        if (!sniffed && size >= sniffBytes) {
          sniffed = true;
          refuseUnknownType(Buffer.concat(chunks), name);
        }
      }
      const bytes = Buffer.concat(chunks);
      // A file input left empty still sends a part: no name, no bytes. It is no photo.
      if (!(bytes.length === 0 && rawName === "")) {
        refuseUnknownType(bytes, name);
        files.push({ name, bytes });
      } else {
        position -= 1;
      }
      current = undefined;
      const next = await parts.next();
      if (next.done) break;
      if (next.value.type !== "file") {
        throw new PhotoError(400, photoMessages.fieldsFirst, next.value.fieldname);
      }
      current = next.value;
    }
    done = true;
    return files;
  }

  return {
    fields,
    readFiles,
    get hasFiles() {
      return current !== undefined;
    },
    get unread() {
      return !done;
    },
    discard,
  };
}

/** The type judged by the bytes: anything but the five image types is refused at once. */
function refuseUnknownType(head: Buffer, name: string): void {
  if (!sniffPhotoType(head)) throw new PhotoError(415, photoMessages.notAPhoto(name), name);
}

/** The file's name as the visitor knows it, safe to echo: no control characters, not too long. */
function fileName(raw: string, position: number): string {
  const clean = raw
    .replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, "")
    .trim()
    .slice(0, 100);
  return clean || photoMessages.unnamed(position);
}

/** More than any form within the limits sends: what a refused request may still upload. */
const discardLimit = photoLimits.totalBytes + multipartLimits.fields * multipartLimits.fieldSize;

/**
 * Drops what is left of a refused request's body without parsing or keeping it, so the
 * client, which has its answer already, can finish sending and read it (a connection
 * closed under a client still sending loses the answer with it). A client that sends more
 * than a form within the limits could has its connection cut; a slow one meets the
 * request deadline (REQUEST_TIMEOUT_MS).
 */
export function discardRest(raw: IncomingMessage): void {
  raw.unpipe();
  let seen = 0;
  raw.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > discardLimit) raw.socket.destroy();
  });
  raw.resume();
}
