import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { heicFile, svgFile, textFile } from "../../tests/support/images";
import { sniffPhotoType } from "./sniff";

/** An `ftyp` box with a major brand and compatible brands, as ISO media files begin. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, "latin1");
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, "latin1"));
  return box;
}

describe("sniffPhotoType", () => {
  it("tells the five image types from their first bytes", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } });
    expect(sniffPhotoType(await image.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffPhotoType(await image.clone().png().toBuffer())).toBe("png");
    expect(sniffPhotoType(await image.clone().webp().toBuffer())).toBe("webp");
    expect(sniffPhotoType(await image.clone().avif().toBuffer())).toBe("avif");
    expect(sniffPhotoType(heicFile())).toBe("heic");
  });

  it("reads the HEIF brands: AVIF or HEVC under a generic major brand", () => {
    expect(sniffPhotoType(ftyp("mif1", "mif1", "avif"))).toBe("avif");
    expect(sniffPhotoType(ftyp("mif1", "mif1", "heic"))).toBe("heic");
    expect(sniffPhotoType(ftyp("heix", "mif1"))).toBe("heic");
    expect(sniffPhotoType(ftyp("mif1", "mif1"))).toBeUndefined();
    // A video is an ISO media file too, and no photo.
    expect(sniffPhotoType(ftyp("isom", "isom", "mp41"))).toBeUndefined();
  });

  it("refuses what is not a photo, whatever it is called", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const bytes of [textFile, svgFile, gif, Buffer.from("%PDF-1.7\n"), Buffer.alloc(0)]) {
      expect(sniffPhotoType(bytes)).toBeUndefined();
    }
    expect(sniffPhotoType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});
