import sharp from "sharp";
import { createDeflate } from "node:zlib";

/**
 * Images for the photo tests and the photo bench, made on the spot: no binary fixtures.
 * Each is what a phone, a careless visitor or an attacker might send.
 */

/**
 * A plain JPEG of the given size: noise, so it weighs what a photo does (less `sigma`,
 * a lighter file).
 */
export async function plainJpeg(
  width: number,
  height: number,
  quality = 80,
  sigma = 40,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Maria Lopez</dc:creator>' +
  "</rdf:Description></rdf:RDF></x:xmpmeta>";

/**
 * A phone's photo: 600 x 400 pixels stored sideways with EXIF orientation 6 (to be turned
 * 90 degrees clockwise), a GPS position, an XMP packet and an IPTC block.
 */
export async function phoneJpeg(): Promise<Buffer> {
  const base = await sharp({
    create: { width: 600, height: 400, channels: 3, background: "#b5651d" },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "41/1 46/1 30/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "88/1 9/1 0/1",
      },
    })
    .withXmp(xmp)
    .toBuffer();
  return withIptc(base, "Kitchen at 123 Main St");
}

/** Inserts an APP13 segment (Photoshop resources with an IPTC caption) after the SOI marker. */
function withIptc(jpeg: Buffer, caption: string): Buffer {
  const text = Buffer.from(caption, "latin1");
  const iptc = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0, text.length]), text]);
  const padded = iptc.length % 2 ? Buffer.concat([iptc, Buffer.from([0])]) : iptc;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iptc.length);
  const resource = Buffer.concat([
    Buffer.from("8BIM", "latin1"),
    Buffer.from([0x04, 0x04, 0, 0]),
    size,
    padded,
  ]);
  const payload = Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource]);
  const header = Buffer.from([0xff, 0xed, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid grey PNG of `side` x `side` pixels, all black, whose
 * pixel data deflates to a few hundred kilobytes and would inflate to side^2 bytes.
 */
export async function pngBomb(side = 20_000): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const row = Buffer.alloc(side + 1); // a filter byte, then the row's pixels
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise((resolve) => deflate.on("end", resolve));
  const rows = Buffer.concat(Array.from({ length: 100 }, () => row));
  for (let y = 0; y < side; y += 100) {
    if (!deflate.write(rows)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await finished;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", Buffer.concat(chunks)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone photo: an `ftyp` box of brand heic, then a little of a `meta` box. */
export function heicFile(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypheic", 4, "latin1");
  ftyp.writeUInt32BE(0, 12);
  ftyp.write("mif1heic", 16, "latin1");
  const meta = Buffer.alloc(400, 0);
  meta.writeUInt32BE(400, 0);
  meta.write("meta", 4, "latin1");
  return Buffer.concat([ftyp, meta]);
}

export const svgFile = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

export const textFile = Buffer.from(
  "Not a photo at all, only words in a file named like one.\n".repeat(4),
);

/** Bytes that start as a JPEG and are nothing after: what a size limit sees first. */
export function jpegLookalike(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes, 0x55);
  buffer.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return buffer;
}
