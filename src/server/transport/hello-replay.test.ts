/**
 * `hello` with `lastSeq` on a table that moves while the missed actions are read (docs/protocol.md
 * "replay", issue 14 item 2): the replay ends at the state the connection starts from, and the
 * updates published meanwhile follow it, so the client's log has no hole. Before, a table faster than
 * the log read got the state alone (a hole of every action it missed; seen on PostgreSQL under load).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LocalPresence, type TableUpdate } from '../presence.js';
import type { TableService } from '../tables/service.js';
import { attachWebSocket, type WsTransport } from './ws.js';

const TABLE = 't_moving';

/** The update of action `seq` (rev = seq): one event, an empty patch from the previous update. */
function update(seq: number): TableUpdate {
  return {
    tableId: TABLE,
    seq,
    rev: seq,
    base: seq - 1,
    events: [{ seq, seat: 0, kind: 'DRAW_BLIND', by: 'bot' }],
    seats: [{ view: { seq }, legal: [], patch: [] }],
    spectator: { seq },
    spectatorPatch: [],
    active: [0],
    clocks: null,
    gameTime: null,
    now: 0,
    outcome: null,
  } as TableUpdate;
}

describe('hello with lastSeq on a moving table', () => {
  let server: Server | null = null;
  let transport: WsTransport | null = null;
  afterEach(async () => {
    await transport?.close();
    await new Promise((r) => server?.close(r));
  });

  it('sends replay up to the state, then the state, then every update published during the read', async () => {
    const presence = new LocalPresence();
    let seq = 10;
    const runtime = {
      away: [false],
      stateFor: () => ({ type: 'state', ...update(seq), view: { seq }, legal: null }),
    };
    const replays: [number, number][] = [];
    // Each log read takes a while, and the table moves on by two actions during it.
    const service = {
      spectate: async () => ({}),
      summary: async () => ({ id: TABLE }),
      runtimeOrLoad: async () => runtime,
      handle: () => runtime,
      connectionChanged: () => {},
      replay: async (_t: string, _seat: number | null, lastSeq: number, upTo: number) => {
        replays.push([lastSeq, upTo]);
        for (let i = 0; i < 2; i++) {
          await new Promise((r) => setTimeout(r, 20));
          presence.publish(TABLE, { kind: 'state', update: update(++seq) });
        }
        const steps = Array.from({ length: upTo - lastSeq }, (_, i) => ({ seq: lastSeq + 1 + i, events: [], patch: [] }));
        return { type: 'replay', tableId: TABLE, from: lastSeq, view: {}, steps };
      },
    } as unknown as TableService;
    server = createServer();
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    transport = attachWebSocket(server, service, presence, pino({ level: 'silent' }), { helloTimeoutMs: 60_000 });
    const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`);
    const got: { type: string; seq?: number; from?: number; steps?: { seq: number }[] }[] = [];
    ws.on('message', (d) => got.push(JSON.parse(String(d))));
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ type: 'hello', protocol: 2, tableId: TABLE, lastSeq: 4 }));
    for (let t = 0; t < 100 && got.filter((m) => m.type === 'delta').length < 2; t++) await new Promise((r) => setTimeout(r, 20));
    ws.terminate();

    expect(replays).toEqual([[4, 10]]);
    expect(got.map((m) => m.type)).toEqual(['welcome', 'replay', 'state', 'delta', 'delta']);
    expect(got[1]!.steps!.map((s) => s.seq)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(got.slice(2).map((m) => m.seq)).toEqual([10, 11, 12]);
  });
});
