/** The client address of the per-IP WebSocket limit, direct and behind trusted reverse proxies (ws.ts `clientIp`). */
import { describe, expect, it } from 'vitest';
import { clientIp } from './ws.js';

const req = (remoteAddress: string, xff?: string | string[]) =>
  ({ socket: { remoteAddress }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as Parameters<
    typeof clientIp
  >[0];

describe('clientIp', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIp(req('::ffff:10.0.0.2', '203.0.113.9'), 0)).toBe('10.0.0.2');
  });

  it('behind one trusted proxy is the last X-Forwarded-For entry (a forged earlier one is ignored)', () => {
    expect(clientIp(req('10.0.0.2', '198.51.100.1, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientIp(req('10.0.0.2', ['198.51.100.1', '203.0.113.9']), 1)).toBe('203.0.113.9');
  });

  it('behind two trusted proxies is the second entry from the end; a short chain stops at its first', () => {
    expect(clientIp(req('10.0.0.2', '198.51.100.1, 203.0.113.9, 10.0.0.3'), 2)).toBe('203.0.113.9');
    expect(clientIp(req('10.0.0.2', '203.0.113.9'), 3)).toBe('203.0.113.9');
    expect(clientIp(req('10.0.0.2'), 1)).toBe('10.0.0.2');
  });
});
