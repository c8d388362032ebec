/**
 * Sign-in attempt limits (issue 17 item 1), in memory per server process: at most `perIp` attempts per
 * address and `perAccount` failed attempts per username key within `windowMs` (a sliding window of
 * attempt times). Over either → `SIGN_IN_LIMITED` before the password is even checked, so guessing
 * costs the attacker the window. Keys are dropped once their window is empty.
 */
import { ServerError } from '../errors.js';

/** Limits of one `SignInLimiter` (counts, ms). */
export interface SignInLimitOptions {
  perIp: number;
  perAccount: number;
  windowMs: number;
}

/** Sliding-window counters of sign-in attempts. */
export class SignInLimiter {
  private readonly byIp = new Map<string, number[]>();
  private readonly byAccount = new Map<string, number[]>();

  constructor(
    private readonly options: SignInLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt from `ip` for `key`; throws `SIGN_IN_LIMITED` when the address or the account is over its limit. */
  attempt(ip: string, key: string): void {
    const t = this.now();
    const ipTimes = this.recent(this.byIp, ip, t);
    const accountTimes = this.recent(this.byAccount, key, t);
    if (ipTimes.length >= this.options.perIp || accountTimes.length >= this.options.perAccount) {
      const minutes = Math.ceil(this.options.windowMs / 60_000);
      throw new ServerError('SIGN_IN_LIMITED', `too many sign-in attempts; wait up to ${minutes} min and retry`);
    }
    ipTimes.push(t);
    this.byIp.set(ip, ipTimes);
  }

  /** Records a failed attempt for `key` (a wrong password or an unknown user). */
  failed(key: string): void {
    const t = this.now();
    const times = this.recent(this.byAccount, key, t);
    times.push(t);
    this.byAccount.set(key, times);
  }

  /** Forgets the failures of `key` after a successful sign-in. */
  succeeded(key: string): void {
    this.byAccount.delete(key);
  }

  private recent(map: Map<string, number[]>, key: string, t: number): number[] {
    const times = (map.get(key) ?? []).filter((x) => t - x < this.options.windowMs);
    if (times.length === 0) map.delete(key);
    else map.set(key, times);
    if (map.size > 100_000) map.clear(); // a flood of distinct keys must not grow memory without bound
    return times;
  }
}
