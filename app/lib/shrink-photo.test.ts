import { describe, expect, it, vi } from "vitest";
import {
  encodeUnderTarget,
  fitWithin,
  shrinkPhoto,
  UnreadablePhotoError,
  type DecodedPhoto,
  type PhotoCodec,
} from "./shrink-photo";

/** A fake JPEG encoder: the higher the quality, the bigger the file. */
function fakeEncoder(bytesAt: (quality: number) => number) {
  return vi.fn(async (quality: number) => new Blob([new Uint8Array(bytesAt(quality))]));
}

function fakeCodec(width: number, height: number, bytesAt: (quality: number) => number) {
  const close = vi.fn();
  const encode = fakeEncoder(bytesAt);
  const draw = vi.fn<PhotoCodec["draw"]>(() => encode);
  const photo: DecodedPhoto = { source: {} as CanvasImageSource, width, height, close };
  const codec: PhotoCodec = { decode: async () => photo, draw };
  return { codec, close, draw, encode };
}

describe("fitWithin", () => {
  it("brings the longest side down to the limit, keeping the proportions", () => {
    expect(fitWithin(3000, 2000, 2048)).toEqual({ width: 2048, height: 1365 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it("never enlarges a small photo", () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });
});

describe("encodeUnderTarget", () => {
  it("keeps the first quality when it is already under the target", async () => {
    const encode = fakeEncoder(() => 300_000);
    const blob = await encodeUnderTarget(encode, 500_000);
    expect(blob.size).toBe(300_000);
    expect(encode.mock.calls.map(([quality]) => quality)).toEqual([0.85]);
  });

  it("steps the quality down until the photo is under the target", async () => {
    // 0.85 -> 850 KB, 0.75 -> 750 KB, 0.65 -> 650 KB, 0.55 -> 550 KB, 0.5 -> 500 KB
    const encode = fakeEncoder((quality) => Math.round(quality * 1_000_000));
    const blob = await encodeUnderTarget(encode, 600_000);
    expect(encode.mock.calls.map(([quality]) => quality)).toEqual([0.85, 0.75, 0.65, 0.55]);
    expect(blob.size).toBe(550_000);
  });

  it("stops at the quality floor and keeps that photo even when it is still over", async () => {
    const encode = fakeEncoder((quality) => Math.round(quality * 4_000_000));
    const blob = await encodeUnderTarget(encode, 500_000);
    expect(encode.mock.calls.map(([quality]) => quality)).toEqual([0.85, 0.75, 0.65, 0.55, 0.5]);
    expect(blob.size).toBe(2_000_000);
  });
});

describe("shrinkPhoto", () => {
  it("draws a 3,000 px photo at 2,048 px and frees the decoded photo", async () => {
    const { codec, close, draw } = fakeCodec(3000, 2250, () => 400_000);
    const shrunk = await shrinkPhoto(new Blob(["x"]), codec);
    expect(shrunk).toMatchObject({ width: 2048, height: 1536 });
    expect(shrunk.blob.size).toBe(400_000);
    expect(draw).toHaveBeenCalledWith(expect.anything(), 2048, 1536);
    expect(close).toHaveBeenCalledOnce();
  });

  it("aims at about 500 KB per photo", async () => {
    const { codec, encode } = fakeCodec(2048, 1536, (quality) => Math.round(quality * 800_000));
    const shrunk = await shrinkPhoto(new Blob(["x"]), codec);
    expect(shrunk.blob.size).toBeLessThanOrEqual(500_000);
    expect(encode.mock.calls.map(([quality]) => quality)).toEqual([0.85, 0.75, 0.65, 0.55]);
  });

  it("says a photo the browser cannot decode is unreadable", async () => {
    const codec: PhotoCodec = {
      decode: async () => {
        throw new DOMException("The source image could not be decoded.", "InvalidStateError");
      },
      draw: () => async () => new Blob(),
    };
    await expect(shrinkPhoto(new Blob(["x"]), codec)).rejects.toBeInstanceOf(UnreadablePhotoError);
  });
});
