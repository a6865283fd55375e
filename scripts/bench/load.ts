export type LoadResult = {
  name: string;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
};

type LoadOptions = {
  name: string;
  url: string;
  init?: () => RequestInit;
  concurrency: number;
  /** Both bounds apply: the test stops at whichever comes first. */
  maxRequests: number;
  maxSeconds: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(1));
}

/** A bounded closed-loop load test against a loopback server: it always stops by itself. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;

  const worker = async () => {
    while (sent < options.maxRequests && performance.now() < deadline) {
      sent += 1;
      const t0 = performance.now();
      try {
        const response = await fetch(options.url, options.init?.());
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
        statuses.network = (statuses.network ?? 0) + 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: latencies.length,
    errors,
    statuses,
    rps: Math.round(latencies.length / seconds),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}
