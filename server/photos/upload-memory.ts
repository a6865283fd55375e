/**
 * The bytes of photos received and not yet re-encoded, across every request in flight,
 * against one cap (UPLOAD_MEMORY_MAX_MB, decision 193). Without it, forty slow uploads
 * could each hold 25 MB for two minutes; with it, the uploads that would take the server
 * past the cap are refused, and a quote request without photos never waits for them.
 */
export type UploadMemory = {
  /** Bytes held now by every upload in flight. */
  readonly held: number;
  /** Whether `bytes` more would still fit under the cap. */
  hasRoom: (bytes: number) => boolean;
  /** One request's share, given back whole by `release` (called once the request is done). */
  claim: () => UploadShare;
};

export type UploadShare = {
  /** Counts `bytes` more as held by this request; false (and nothing counted) past the cap. */
  take: (bytes: number) => boolean;
  /** Gives back all this request has taken; calling it again does nothing. */
  release: () => void;
};

export function createUploadMemory(maxBytes: number): UploadMemory {
  let held = 0;
  const hasRoom = (bytes: number) => held + bytes <= maxBytes;
  return {
    get held() {
      return held;
    },
    hasRoom,
    claim() {
      let mine = 0;
      return {
        take(bytes) {
          if (!hasRoom(bytes)) return false;
          held += bytes;
          mine += bytes;
          return true;
        },
        release() {
          held -= mine;
          mine = 0;
        },
      };
    },
  };
}

/** Thrown while reading the photos of a request that would take uploads past the cap. */
export class UploadMemoryFull extends Error {
  override name = "UploadMemoryFull";
}

/** What a refused upload is told to wait: long enough for the uploads in flight to finish. */
export const uploadRetryAfterSeconds = 30;
