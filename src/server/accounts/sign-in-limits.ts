/**
 * Sign-in attempt limits (issue 17 item 1), in memory per server process (cluster mode shares them
 * through Redis instead: cluster/shared-limits.ts): at most `perIp` attempts per
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

/**
 * What the account service asks of a sign-in limiter: this process's `SignInLimiter`, or in cluster
 * mode the one shared by every node through Redis (cluster/shared-limits.ts). Each call may be async.
 */
export interface SignInLimits {
  /** Counts an attempt from `ip` for `key`; throws `SIGN_IN_LIMITED` when over a limit (UNAVAILABLE: the shared store is down). */
  attempt(ip: string, key: string): void | Promise<void>;
  /** Records a failed attempt for `key`. */
  failed(key: string): void | Promise<void>;
  /** Forgets the failures of `key` after a successful sign-in. */
  succeeded(key: string): void | Promise<void>;
}

/** The `SIGN_IN_LIMITED` error of a window of `windowMs`. */
export function signInLimited(windowMs: number): ServerError {
  const minutes = Math.ceil(windowMs / 60_000);
  return new ServerError('SIGN_IN_LIMITED', `too many sign-in attempts; wait up to ${minutes} min and retry`);
}

/** Sliding-window counters of sign-in attempts, in this process. */
export class SignInLimiter implements SignInLimits {
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
    if (ipTimes.length >= this.options.perIp || accountTimes.length >= this.options.perAccount) throw signInLimited(this.options.windowMs);
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
