import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { Outbox } from './outbox.js';

/** A ws stand-in whose socket records cork/uncork and whose sends record frames. */
function fakeSocket() {
  const log: string[] = [];
  const ws = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (t: string) => log.push(`send ${t}`),
    _socket: { cork: () => log.push('cork'), uncork: () => log.push('uncork') },
  };
  return { ws, log };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('Outbox', () => {
  it('sends one turn’s messages together, corked, in order', async () => {
    const { ws, log } = fakeSocket();
    const box = new Outbox(ws as unknown as WebSocket, 1024, () => log.push('overflow'));
    box.push('ack'); // as the runtime does: ack and broadcast in one synchronous run after the commit
    box.push('delta');
    expect(log).toEqual([]);
    await turn();
    expect(log).toEqual(['cork', 'send ack', 'send delta', 'uncork']);
    box.push('one');
    await turn();
    expect(log.slice(4)).toEqual(['send one']);
  });

  it('flushes at once before a close, and drops nothing while open', async () => {
    const { ws, log } = fakeSocket();
    const box = new Outbox(ws as unknown as WebSocket, 1024, () => log.push('overflow'));
    box.push('error');
    box.flush();
    expect(log).toEqual(['send error']);
    await turn();
    expect(log).toEqual(['send error']);
  });

  it('reports a slow consumer instead of buffering without bound', async () => {
    const { ws, log } = fakeSocket();
    ws.bufferedAmount = 4096;
    const box = new Outbox(ws as unknown as WebSocket, 1024, () => log.push('overflow'));
    box.push('state');
    await turn();
    expect(log).toEqual(['overflow']);
  });
});
