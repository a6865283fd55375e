/**
 * How fast quote requests and review notices are arriving, over the last second, counted
 * in tenths of a second. The outbox workers read it to step aside during a flood: a burst
 * of requests is stored first, and its notifications follow once the burst has passed.
 */
export class ArrivalGauge {
  private readonly counts = new Array<number>(10).fill(0);
  private readonly tenths = new Array<number>(10).fill(-1);

  constructor(private readonly clock: () => number = Date.now) {}

  record(): void {
    const tenth = Math.floor(this.clock() / 100);
    const slot = tenth % 10;
    if (this.tenths[slot] !== tenth) {
      this.tenths[slot] = tenth;
      this.counts[slot] = 0;
    }
    this.counts[slot] = (this.counts[slot] ?? 0) + 1;
  }

  /** Arrivals in the last second (the current tenth and the nine before it). */
  perSecond(): number {
    const now = Math.floor(this.clock() / 100);
    let total = 0;
    for (let slot = 0; slot < 10; slot += 1) {
      const tenth = this.tenths[slot] ?? -1;
      if (tenth > now - 10 && tenth <= now) total += this.counts[slot] ?? 0;
    }
    return total;
  }
}
