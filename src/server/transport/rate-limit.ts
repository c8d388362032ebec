/**
 * A token bucket: `rate` tokens per second refill up to `burst`; each message takes one. Used per
 * WebSocket connection.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  /**
   * @param rate tokens added per second
   * @param burst bucket size (and initial fill)
   * @param now clock in ms (injectable for tests)
   */
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty (the caller drops the message). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
