/** The image types a quote request may carry, told apart by their first bytes. */
export type PhotoType = "jpeg" | "png" | "webp" | "avif" | "heic";

/** ISO base media brands (the `ftyp` box) of HEIF images coded with HEVC. */
const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const avifBrands = new Set(["avif", "avis"]);
/** Brands any HEIF file may carry; its other brands then say which codec. */
const genericHeifBrands = new Set(["mif1", "msf1", "miaf"]);

/**
 * The file's type from its magic numbers, never from its name or declared type; undefined
 * for anything else (text, SVG, GIF, a PDF...). A file too short to tell is undefined too.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | undefined {
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)
  ) {
    return "png";
  }
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp") return heifType(bytes);
  return undefined;
}

/** AVIF or HEIC from the `ftyp` box: its major brand, then its compatible brands. */
function heifType(bytes: Uint8Array): PhotoType | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length, 256);
  const brands: string[] = [];
  const major = Buffer.from(bytes.subarray(8, 12)).toString("latin1");
  brands.push(major);
  // After the major brand comes a 4-byte minor version, then the compatible brands.
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    brands.push(Buffer.from(bytes.subarray(offset, offset + 4)).toString("latin1"));
  }
  if (avifBrands.has(major)) return "avif";
  if (heicBrands.has(major)) return "heic";
  if (!genericHeifBrands.has(major)) return undefined;
  if (brands.some((brand) => avifBrands.has(brand))) return "avif";
  if (brands.some((brand) => heicBrands.has(brand))) return "heic";
  return undefined;
}
