const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * At most `perSecond` calls a second from this process, spaced evenly: `take()` resolves when the next
 * call may go. Telegram allows a bot about 30 messages a second in all (each chat's one a second is
 * kept in the database, for every replica: see the channel posts service).
 */
export class IntervalLimiter {
  private next = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(): Promise<void> {
    const now = this.now();
    const slot = Math.max(now, this.next);
    this.next = slot + 1000 / this.perSecond;
    if (slot > now) await sleep(slot - now);
  }
}
