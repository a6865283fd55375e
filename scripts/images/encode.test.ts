import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeAvif, encodeSettings } from "./encode";

const width = 480;
const height = 320;
const pixels = width * height;
const { bitsPerPixel } = encodeSettings.avifBudget;

/** A calm photo: a soft gradient. A busy one: fine noise everywhere, like brick or leaves. */
function picture(busy: boolean) {
  const data = Buffer.alloc(pixels * 3);
  let seed = 1;
  const noise = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 256;
  for (let i = 0; i < pixels; i++) {
    const shade = Math.round(((i % width) / width) * 200);
    data.set(busy ? [noise(), noise(), noise()] : [shade, 255 - shade, 128], i * 3);
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

describe("AVIF byte budget", () => {
  it("keeps a calm photo at the set quality", async () => {
    const calm = picture(false);
    const budgeted = await encodeAvif(calm, pixels);
    const plain = await calm.clone().avif(encodeSettings.avif).toBuffer();
    expect(budgeted.equals(plain)).toBe(true);
    expect(budgeted.length * 8).toBeLessThanOrEqual(bitsPerPixel * pixels);
  });

  it("steps a busy photo down in quality, to fewer bytes", async () => {
    const busy = picture(true);
    const plain = await busy.clone().avif(encodeSettings.avif).toBuffer();
    expect(plain.length * 8).toBeGreaterThan(bitsPerPixel * pixels);
    const budgeted = await encodeAvif(busy, pixels);
    expect(budgeted.length).toBeLessThan(plain.length);
  });
});
