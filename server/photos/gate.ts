/**
 * At most `limit` tasks at a time; the rest wait their turn in order. Decoding a photo
 * takes memory in proportion to its size, so the server re-encodes only a few at once
 * however many requests arrive together.
 */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
