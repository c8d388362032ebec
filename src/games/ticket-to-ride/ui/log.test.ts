/**
 * The game log of another seat's actions (online, where another seat's event carries only its
 * type): the face-up card taken, the route claimed and the cards paid are public (TTR-120), so its
 * line says as much as the acting seat's own; the kept tickets are only counted.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/play.js';
import { makeBot } from '../../../bots/names.js';
import { ticketToRide } from '../index.js';
import type { TtrAction, TtrState } from '../types.js';
import { logLine } from './log.js';

describe('log lines of another seat’s actions (TTR-120, TTR-121)', () => {
  it('name the face-up colour, the route and the payment, as the full action does', () => {
    const seen = new Set<string>();
    for (const seed of ['log-1', 'log-2']) {
      playGame(ticketToRide, {
        config: undefined,
        seed,
        bots: [0, 1, 2].map((s) => makeBot(ticketToRide, 'normal', s)),
        botNames: ['normal', 'normal', 'normal'],
        keepRecord: false,
        onAction: (seat, action, before, after) => {
          const a = action as TtrAction;
          const viewer = (seat + 1) % 3;
          const b = ticketToRide.view(before as TtrState, viewer);
          const f = ticketToRide.view(after as TtrState, viewer);
          const redacted = logLine(b, seat, { type: a.type }, f);
          if (a.type === 'KEEP_TICKETS') {
            expect(redacted).toEqual({ seat, key: 'log.keepTickets', params: { count: a.ticketIds.length } });
          } else if (a.type !== 'DRAW_TICKETS') {
            expect(redacted).toEqual(logLine(b, seat, a, f));
          }
          seen.add(a.type);
        },
      });
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['CLAIM_ROUTE', 'DRAW_BLIND', 'DRAW_FACE_UP', 'KEEP_TICKETS']));
  });
});
