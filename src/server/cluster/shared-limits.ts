/**
 * Cluster mode's abuse limits shared by every node through Redis (docs/scaling.md), so that a client
 * spreading its requests over the nodes behind the load balancer gets the same budget as on one node:
 * - sign-in attempts (issue 17 item 1; accounts/sign-in-limits.ts): one sliding window per address
 *   and per username key, each a sorted set of attempt times (`<prefix>signin:ip:<ip>`,
 *   `<prefix>signin:acct:<key>`), checked and counted by one Lua script, so two nodes can never both
 *   let the last allowed attempt through;
 * - chat lines (issue 17 item 4; chat/service.ts `CHAT_LIMITS`): one token bucket per seat, a hash
 *   `<prefix>chat:<tableId>:<seat>` of `{tokens, last}` refilled on Redis's clock (`TIME`) by a Lua
 *   script, so the nodes' clocks do not matter.
 * Keys expire once their window is over or their bucket is full again. While Redis cannot be reached
 * both answer `UNAVAILABLE` (nothing counted, nothing sent). The HTTP write limit shares its counters
 * through @fastify/rate-limit's own Redis store (security/http.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CHAT_LIMITS } from '../../protocol/accounts.js';
import { signInLimited, type SignInLimitOptions, type SignInLimits } from '../accounts/sign-in-limits.js';
import type { ChatLimiter } from '../chat/service.js';
import { ServerError } from '../errors.js';

/** KEYS: ip window, account window. ARGV: now (ms), window (ms), perIp, perAccount, member. 1 = counted, 0 = over a limit. */
const SIGN_IN_ATTEMPT = `
local cutoff = tonumber(ARGV[1]) - tonumber(ARGV[2])
redis.call('zremrangebyscore', KEYS[1], '-inf', cutoff)
redis.call('zremrangebyscore', KEYS[2], '-inf', cutoff)
if redis.call('zcard', KEYS[1]) >= tonumber(ARGV[3]) or redis.call('zcard', KEYS[2]) >= tonumber(ARGV[4]) then return 0 end
redis.call('zadd', KEYS[1], ARGV[1], ARGV[5])
redis.call('pexpire', KEYS[1], ARGV[2])
return 1`;

/** KEYS: account window. ARGV: now (ms), window (ms), member. */
const SIGN_IN_FAILED = `
redis.call('zremrangebyscore', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
redis.call('zadd', KEYS[1], ARGV[1], ARGV[3])
redis.call('pexpire', KEYS[1], ARGV[2])
return 1`;

/** KEYS: bucket. ARGV: rate (tokens/s), burst. 1 = a token taken, 0 = empty. */
const TAKE_TOKEN = `
local t = redis.call('time')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local held = redis.call('hmget', KEYS[1], 'tokens', 'last')
local tokens = tonumber(held[1]) or burst
local last = tonumber(held[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - last) / 1000 * rate)
local ok = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
end
redis.call('hset', KEYS[1], 'tokens', tostring(tokens), 'last', tostring(now))
redis.call('pexpire', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return ok`;

function unavailable(): ServerError {
  return new ServerError('UNAVAILABLE', 'the cluster store (Redis) cannot be reached; nothing changed, retry');
}

/** A unique sorted-set member for an attempt at `now` (two attempts in the same ms both count). */
function member(now: number): string {
  return `${now}:${randomBytes(6).toString('hex')}`;
}

/** Sign-in limits shared by every node (same limits and errors as `SignInLimiter`). */
export class RedisSignInLimiter implements SignInLimits {
  /**
   * @param redis the node's command connection (fails fast while Redis is down)
   * @param prefix the cluster's key prefix
   * @param options attempts per address, failures per account, window (ms)
   * @param now clock in epoch ms (injectable for tests)
   */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly options: SignInLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(ip: string, key: string): Promise<void> {
    const t = this.now();
    const { windowMs, perIp, perAccount } = this.options;
    let counted: unknown;
    try {
      counted = await this.redis.eval(SIGN_IN_ATTEMPT, 2, this.ipKey(ip), this.accountKey(key), t, windowMs, perIp, perAccount, member(t));
    } catch {
      throw unavailable();
    }
    if (counted !== 1) throw signInLimited(windowMs);
  }

  async failed(key: string): Promise<void> {
    const t = this.now();
    try {
      await this.redis.eval(SIGN_IN_FAILED, 1, this.accountKey(key), t, this.options.windowMs, member(t));
    } catch {
      throw unavailable();
    }
  }

  async succeeded(key: string): Promise<void> {
    try {
      await this.redis.del(this.accountKey(key));
    } catch {
      throw unavailable();
    }
  }

  private ipKey(ip: string): string {
    return `${this.prefix}signin:ip:${ip}`;
  }

  private accountKey(key: string): string {
    return `${this.prefix}signin:acct:${key}`;
  }
}

/** Chat token buckets shared by every node (`CHAT_LIMITS`: burst, then perSecond). */
export class RedisChatLimiter implements ChatLimiter {
  /**
   * @param redis the node's command connection (fails fast while Redis is down)
   * @param prefix the cluster's key prefix
   */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async take(key: string): Promise<boolean> {
    try {
      return (await this.redis.eval(TAKE_TOKEN, 1, `${this.prefix}chat:${key}`, CHAT_LIMITS.perSecond, CHAT_LIMITS.burst)) === 1;
    } catch {
      throw unavailable();
    }
  }
}
