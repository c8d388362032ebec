/**
 * `npm run bench:fanout`: the server's per-action fan-out work for one 4-seat Ticket to Ride table,
 * protocol 1 (every seat's full `state` text: view + legal) against protocol 2 (each seat's view
 * once, its patch from the previous one, the `delta` text), over the same recorded games, A, B, A, B
 * in one process. Prints CPU µs per action and bytes per seat message (min and median of the runs).
 * The engine's own views are computed in both, as the server does.
 */
import { playGame } from '../src/engine/play.js';
import { getGame, makeBot } from '../src/games/index.js';
import { diffViews } from '../src/protocol/patch.js';

const game = getGame('ticket-to-ride');
const SEATS = 4;
const states: unknown[] = [];
for (let g = 0; g < 8; g++) {
  const first = states.length;
  playGame(game, {
    config: undefined,
    seed: `fanout-${g}`,
    bots: Array.from({ length: SEATS }, (_, s) => makeBot(game, 'random', s)),
    botNames: Array.from({ length: SEATS }, () => 'random'),
    onAction: (_seat, _a, before, after) => {
      if (states.length === first) states.push(before);
      states.push(after);
    },
  });
}

function protocol1(): { us: number; bytes: number; messages: number } {
  let bytes = 0;
  let messages = 0;
  const t0 = process.cpuUsage();
  states.forEach((state, seq) => {
    const active = game.activeSeats(state);
    const spectator = game.view(state, null);
    void spectator;
    for (let seat = 0; seat < SEATS; seat++) {
      const view = game.view(state, seat);
      const legal = active.includes(seat) ? game.legalActions(state, seat) : [];
      const text = JSON.stringify({
        type: 'state',
        tableId: 't_x',
        seq,
        view,
        legal,
        active,
        events: [],
        clocks: null,
        now: 0,
        outcome: null,
      });
      bytes += text.length;
      messages++;
    }
  });
  const d = process.cpuUsage(t0);
  return { us: (d.user + d.system) / states.length, bytes: bytes / messages, messages };
}

function protocol2(): { us: number; bytes: number; messages: number } {
  let bytes = 0;
  let messages = 0;
  let prev: unknown[] | null = null;
  const t0 = process.cpuUsage();
  states.forEach((state, seq) => {
    const active = game.activeSeats(state);
    const views = [...Array.from({ length: SEATS }, (_, s) => game.view(state, s)), game.view(state, null)];
    const patches = prev === null ? null : views.map((v, i) => diffViews(prev![i], v));
    prev = views;
    for (let seat = 0; seat < SEATS; seat++) {
      const msg: Record<string, unknown> = patches
        ? {
            type: 'delta',
            tableId: 't_x',
            seq,
            rev: seq,
            base: seq - 1,
            events: [],
            patch: patches[seat],
            active,
            clocks: null,
            now: 0,
            outcome: null,
          }
        : { type: 'state', tableId: 't_x', seq, view: views[seat], active, events: [], clocks: null, now: 0, outcome: null };
      if (active.includes(seat)) msg.legal = game.legalActions(state, seat);
      const text = JSON.stringify(msg);
      bytes += text.length;
      messages++;
    }
  });
  const d = process.cpuUsage(t0);
  return { us: (d.user + d.system) / states.length, bytes: bytes / messages, messages };
}

const runs: Record<'A' | 'B', { us: number; bytes: number }[]> = { A: [], B: [] };
for (let round = 0; round < 4; round++) {
  runs.A.push(protocol1());
  runs.B.push(protocol2());
}
const stat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: Math.round(s[0]! * 10) / 10, median: Math.round(((s[1]! + s[2]!) / 2) * 10) / 10 };
};
process.stdout.write(
  JSON.stringify(
    {
      bench: 'fanout',
      actions: states.length,
      protocol1: { cpuUsPerAction: stat(runs.A.map((r) => r.us)), bytesPerSeatMessage: Math.round(runs.A[0]!.bytes) },
      protocol2: { cpuUsPerAction: stat(runs.B.map((r) => r.us)), bytesPerSeatMessage: Math.round(runs.B[0]!.bytes) },
    },
    null,
    2,
  ) + '\n',
);
