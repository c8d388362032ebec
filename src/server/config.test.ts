import { describe, expect, it } from 'vitest';
import { resolveServerOptions } from './config.js';

const PG = 'postgres://u@127.0.0.1:5432/db';

describe('cluster settings (docs/scaling.md)', () => {
  it('is off without REDIS_URL', () => {
    expect(resolveServerOptions({ DATABASE_URL: PG }).cluster).toBeUndefined();
  });

  it('reads REDIS_URL and the lease settings, with defaults', () => {
    const c = resolveServerOptions({ DATABASE_URL: PG, REDIS_URL: 'redis://127.0.0.1:6379', ROUNDHOUSE_NODE_ID: 'n1' }).cluster;
    expect(c).toEqual({ redisUrl: 'redis://127.0.0.1:6379', nodeId: 'n1', leaseMs: 5_000, renewMs: 1_500, prefix: 'rh:' });
    const d = resolveServerOptions({
      DATABASE_URL: PG,
      REDIS_URL: 'redis://r:6379',
      ROUNDHOUSE_LEASE_MS: '1500',
      ROUNDHOUSE_LEASE_RENEW_MS: '500',
      ROUNDHOUSE_REDIS_PREFIX: 'x:',
    }).cluster!;
    expect(d).toMatchObject({ leaseMs: 1_500, renewMs: 500, prefix: 'x:' });
    expect(d.nodeId).toMatch(/^n-[0-9a-f]{8}$/);
  });

  it('refuses SQLite, a renewal period of half the lease or more, and a bad node id', () => {
    expect(() => resolveServerOptions({ REDIS_URL: 'redis://r' })).toThrow(/PostgreSQL/);
    expect(() => resolveServerOptions({ DATABASE_URL: './x.db', REDIS_URL: 'redis://r' })).toThrow(/PostgreSQL/);
    expect(() =>
      resolveServerOptions({ DATABASE_URL: PG, REDIS_URL: 'redis://r', ROUNDHOUSE_LEASE_MS: '1000', ROUNDHOUSE_LEASE_RENEW_MS: '500' }),
    ).toThrow(/less than half/);
    expect(() => resolveServerOptions({ DATABASE_URL: PG, REDIS_URL: 'redis://r', ROUNDHOUSE_NODE_ID: 'a b' })).toThrow(/NODE_ID/);
    expect(() => resolveServerOptions({ DATABASE_URL: PG, REDIS_URL: 'redis://r', ROUNDHOUSE_LEASE_MS: 'soon' })).toThrow(/LEASE_MS/);
  });
});

describe('reverse proxies (docker-compose.yml puts Caddy in front)', () => {
  it('trusts no X-Forwarded-For by default, and ROUNDHOUSE_TRUST_PROXY_HOPS proxies when set', () => {
    expect(resolveServerOptions({}).trustProxyHops).toBe(0);
    expect(resolveServerOptions({ ROUNDHOUSE_TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(() => resolveServerOptions({ ROUNDHOUSE_TRUST_PROXY_HOPS: 'one' })).toThrow(/ROUNDHOUSE_TRUST_PROXY_HOPS/);
  });
});
