// @vitest-environment jsdom
/** A private table's record is fetched with the invite code or the seat token this browser holds. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRecord, holdSeat } from './api.js';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Stubs fetch; returns the requests made (URL and authorization header). */
function stubFetch(): { url: string; auth: string | undefined }[] {
  const calls: { url: string; auth: string | undefined }[] = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, auth: init.headers.authorization });
    return Promise.resolve(new Response('{"format":"roundhouse-record/1"}', { status: 200 }));
  });
  return calls;
}

describe('fetchRecord', () => {
  it('sends the held seat token and invite code', async () => {
    const calls = stubFetch();
    holdSeat('t_priv', { seat: 1, token: 'tok', invite: 'inv/1' });
    await fetchRecord('t_priv');
    expect(calls).toEqual([{ url: '/api/tables/t_priv/record?invite=inv%2F1', auth: 'Bearer tok' }]);
  });

  it('uses an invite from the link when this browser holds no seat', async () => {
    const calls = stubFetch();
    await fetchRecord('t_priv', 'abc');
    await fetchRecord('t_pub');
    expect(calls).toEqual([
      { url: '/api/tables/t_priv/record?invite=abc', auth: undefined },
      { url: '/api/tables/t_pub/record', auth: undefined },
    ]);
  });
});
