import { randomBytes } from "node:crypto";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, basename } from "node:path";

/**
 * Several builds may run in this tree at once. Every file is written under a unique
 * temporary name beside its target and renamed into place, so a reader (another build,
 * Vite copying public/) sees either the old complete file or the new complete file.
 */
export const tempMarker = ".tmp-";

export function tempPathFor(target: string): string {
  return join(
    dirname(target),
    `${basename(target)}${tempMarker}${process.pid}-${randomBytes(4).toString("hex")}`,
  );
}

export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = tempPathFor(target);
  try {
    await writeFile(temp, data);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export async function copyFileAtomic(source: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = tempPathFor(target);
  try {
    await copyFile(source, temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
