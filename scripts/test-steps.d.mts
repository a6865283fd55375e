export type Step = { title: string; command: string; args: string[]; env?: Record<string, string> };

/** One step, its output streamed; resolves to whether it passed. */
export function step(
  title: string,
  command: string,
  args: string[],
  env?: Record<string, string>,
): Promise<boolean>;

/** The steps, at most `limit` at once, each printed whole in the order listed. */
export function together(
  entries: (Step | Step[])[],
  limit: number,
): Promise<{ ok: boolean; ran: boolean }[]>;

/** A step left running in the background, started at once or once `after` settles. */
export function background(
  entry: Step,
  after?: Promise<unknown>,
): { ended: Promise<void>; stop: () => void; printed: () => Promise<boolean> };
