/** Writes .br and .gz beside every compressible file over 512 bytes; resolves to their count. */
export function precompress(dir: string): Promise<number>;
