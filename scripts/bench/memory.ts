import { readFileSync } from "node:fs";

/** A process's memory as Linux reports it in /proc, for the benches that watch the server. */

/** The server's resident set and its peak so far (VmRSS, VmHWM), in bytes. */
export function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: field("VmRSS"), hwm: field("VmHWM") };
}

/** Samples the resident set while `work` runs; answers the highest seen. */
export async function peakDuring<T>(pid: number, work: () => Promise<T>) {
  let peak = memory(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, memory(pid).rss);
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    return { result, peak: Math.max(peak, memory(pid).rss), ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}
