/**
 * Connection-state recovery from a snapshot (issue 14 item 2): a replay built from the latest
 * snapshot at or before its first action equals the one built from the start of the game, for every
 * game, seat and spectator; a base later than the replay's start is refused.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../engine/play.js';
import { step } from '../../engine/step.js';
import { GAMES, makeBot } from '../../games/index.js';
import type { StoredAction } from '../storage/repository.js';
import { buildReplay, replayStart } from './replay.js';

describe('replay from a snapshot', () => {
  for (const game of GAMES) {
    it(`${game.id}: equals the replay from the start, for each seat and a spectator`, () => {
      const seats = game.seats.min;
      const config = game.id === 'trains' ? { preset: 'first-game' } : undefined;
      const played = playGame(game, {
        config,
        seed: `replay-${game.id}`,
        bots: Array.from({ length: seats }, (_, s) => makeBot(game, 'random', s)),
        botNames: Array.from({ length: seats }, () => 'random'),
      });
      const actions: StoredAction[] = played.record.actions.slice(0, 60).map((a, i) => ({
        seq: i + 1,
        seat: a.seat,
        action: a.action,
        at: a.at ?? null,
        serverTime: 0,
        by: 'bot',
      }));
      const initial = game.setup(game.parseConfig(config, seats), `replay-${game.id}`, seats);
      // The state after each action, as the table stores it in a snapshot.
      const states = [initial];
      for (const a of actions) {
        const r = step(game, states.at(-1), a.seat, a.action, a.at ?? undefined);
        if (!r.ok) throw new Error(r.error.code);
        states.push(r.value.state);
      }
      const upTo = actions.length;
      for (const lastSeq of [0, 17, upTo - 5]) {
        for (const seat of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
          const full = buildReplay({ tableId: 't', module: game, base: initial, baseSeq: 0, actions }, seat, lastSeq, upTo);
          for (const baseSeq of new Set([Math.floor(replayStart(lastSeq, upTo) / 2), replayStart(lastSeq, upTo)])) {
            const base = JSON.parse(JSON.stringify(states[baseSeq])) as unknown;
            const after = actions.filter((a) => a.seq > baseSeq);
            expect(buildReplay({ tableId: 't', module: game, base, baseSeq, actions: after }, seat, lastSeq, upTo)).toEqual(full);
          }
        }
      }
      expect(() =>
        buildReplay({ tableId: 't', module: game, base: states[30], baseSeq: 30, actions: actions.slice(30) }, 0, 10, upTo),
      ).toThrow(/cannot start at snapshot 30/);
    });
  }
});
