import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Presence } from '../presence.js';
import type { TableService } from '../tables/service.js';
import { attachWebSocket, type WsTransport } from './ws.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('WebSocket heartbeat', () => {
  let server: Server | null = null;
  let transport: WsTransport | null = null;
  afterEach(async () => {
    await transport?.close();
    await new Promise((r) => server?.close(r));
  });

  it('pings each connection once per period, in slices, and closes one that stops answering', async () => {
    server = createServer();
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    // No hello in this test: the transport touches neither the service nor the presence.
    transport = attachWebSocket(server, {} as TableService, {} as Presence, pino({ level: 'silent' }), {
      heartbeatMs: 300,
      helloTimeoutMs: 60_000,
    });
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
    const open = (autoPong: boolean) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(url, { autoPong });
        ws.on('open', () => resolve(ws)).on('error', reject);
      });
    const alive = await Promise.all(Array.from({ length: 40 }, () => open(true)));
    const silent = await open(false);
    const pings = alive.map(() => 0);
    alive.forEach((ws, i) => ws.on('ping', () => pings[i]!++));
    const closed = new Promise<number>((r) => silent.on('close', (code) => r(code)));
    await sleep(1_250);
    // Every live connection got about one ping per 300 ms (4 in 1.25 s; a loaded machine delays timers), never one per tick (125).
    for (const n of pings) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(6);
    }
    // The one that never answers is cut at its second ping (within two periods).
    await closed;
    expect(alive.every((ws) => ws.readyState === WebSocket.OPEN)).toBe(true);
    expect(transport.connections).toBe(40);
    for (const ws of alive) ws.terminate();
  });
});
