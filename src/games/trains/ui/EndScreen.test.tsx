// @vitest-environment jsdom
/**
 * The end screen (breakdown per seat, chart, focus) and the plugin's log lines and scores.
 * Rules: docs/rules/trains.md.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { openRng, seedRng } from '../../../engine/rng.js';
import { trains, type TrainsOutcome, type TrainsState } from '../index.js';
import { EndScreen } from './EndScreen.js';
import { logLine } from './log.js';
import { TRAINS_VARIANTS, trainsBoardPlugin } from './plugin.js';
import { renderWithI18n, startedGame } from './testing.js';
import { must, at } from '../test-helpers.js';

afterEach(cleanup);

/** A whole 2-seat game between heuristic bots, with the public scores after every move. */
function playedGame(): { state: TrainsState; history: number[][] } {
  let s = trains.setup(trains.parseConfig({ map: 'osaka', preset: 'beginner-osaka', firstPlayer: 0 }, 2), 'end-screen', 2);
  const bots = [must(trains.bots.heuristic)(0), must(trains.bots.heuristic)(1)];
  const history: number[][] = [];
  for (let n = 0; !trains.outcome(s) && n < 5000; n++) {
    const seat = must(trains.activeSeats(s)[0]);
    const legal = trains.legalActions(s, seat);
    const a = must(at(bots, seat).act({ seat, legal, rng: openRng(seedRng(`b${n}`)), now: 0, view: () => trains.view(s, seat) }));
    const r = trains.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    history.push(trainsBoardPlugin.publicScores(trains.view(s, null)));
  }
  return { state: s, history };
}

describe('EndScreen', () => {
  const { state, history } = playedGame();
  const outcome = trains.outcome(state) as TrainsOutcome;

  it('shows the winner, every seat’s breakdown that adds up to its total, and the chart', () => {
    renderWithI18n(<EndScreen outcome={outcome} names={['Ada', 'Bo']} history={history} focus={null} onFocus={() => {}} />);
    const w = at(outcome.winners, 0);
    expect(screen.getByTestId('winner').textContent).toContain(`${['Ada', 'Bo'][w]} won with ${outcome.scores[w]} VP!`);
    for (const s of [0, 1]) {
      const b = at(outcome.breakdown, s);
      const card = screen.getByTestId(`breakdown-${s}`);
      expect(screen.getByTestId(`total-${s}`).textContent).toBe(String(b.total));
      expect(within(card).getByText(`Cities (${b.cities.length})`)).toBeTruthy();
      expect(within(card).getByText(`Remote locations (${b.remotes.length})`)).toBeTruthy();
      expect(b.victoryCards.vp + b.cities.reduce((a, c) => a + c.vp, 0) + b.remotes.reduce((a, r) => a + r.vp, 0) + b.vpTokens).toBe(
        b.total,
      );
      for (const c of b.cities) expect(within(card).getByText(new RegExp(`^${c.name}: ${c.stations} stations?$`))).toBeTruthy();
    }
    const chart = screen.getByTestId('score-chart');
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    // the chart ends at the final scores
    expect(history[history.length - 1]).toEqual([...outcome.scores]);
  });

  it('focuses a seat and speaks Korean', () => {
    const onFocus = vi.fn();
    renderWithI18n(<EndScreen outcome={outcome} names={['Ada', 'Bo']} history={history} focus={null} onFocus={onFocus} />, 'ko');
    expect(screen.getByText('최종 점수')).toBeTruthy();
    fireEvent.click(screen.getByTestId('focus-1'));
    expect(onFocus).toHaveBeenCalledWith(1);
  });
});

describe('plugin', () => {
  it('describes actions in plain words with card and hex names', () => {
    const s = startedGame('tokyo', 'beginner-tokyo', [1, 2]);
    const v = trains.view(s, null);
    expect(logLine(v, 0, { type: 'PLAY', card: 'lay-rails', apply: true })).toEqual({
      seat: 0,
      key: 'log.play',
      params: { card: '$t(card.lay-rails)' },
    });
    expect(logLine(v, 0, { type: 'PLAY', card: 'lay-rails', apply: false }).key).toBe('log.playNoEffect');
    expect(logLine(v, 1, { type: 'START_RAIL', hex: 0 }).params).toEqual({ hex: '$t(place.Chichibu)' });
    expect(logLine(v, 1, { type: 'START_RAIL', hex: 10 }).params).toEqual({ hex: '$t(near.mountain, {"place": "$t(place.Chichibu)"})' });
    expect(logLine(v, 0, { type: 'BUY', pile: 'garage' }).key).toBe('log.buy');
    // online, private answers may arrive as { type } only
    expect(logLine(v, 0, { type: 'NAME_CARD' } as never)).toEqual({ seat: 0, key: 'log.other' });
  });

  it('recovers the public part of a { type }-only action from the views before and after', () => {
    const s0 = trains.setup(trains.parseConfig({ map: 'tokyo', preset: 'beginner-tokyo', firstPlayer: 0 }, 2), 'ui-test', 2);
    const s1 = trains.apply(s0, 0, { type: 'START_RAIL', hex: 4 });
    if (!s1.ok) throw new Error(s1.error.message);
    expect(logLine(trains.view(s0, 1), 0, { type: 'START_RAIL' } as never, trains.view(s1.value, 1))).toEqual({
      seat: 0,
      key: 'log.start',
      params: { hex: '$t(place.Kawagoe)' },
    });
    const s = startedGame('tokyo', 'beginner-tokyo', [1, 2]);
    const card = must(at(s.players, 0).hand.find((c) => c === 'normal-train' || c === 'lay-rails' || c === 'station-expansion'));
    const r = trains.apply(s, 0, { type: 'PLAY', card, apply: false });
    if (!r.ok) throw new Error(r.error.message);
    expect(logLine(trains.view(s, 1), 0, { type: 'PLAY' } as never, trains.view(r.value, 1)).params).toEqual({ card: `$t(card.${card})` });
  });

  it('offers every board with every preset and the random kingdoms', () => {
    expect(TRAINS_VARIANTS).toHaveLength(12);
    for (const v of TRAINS_VARIANTS) expect(() => trains.parseConfig(v.config, 2)).not.toThrow();
    expect(TRAINS_VARIANTS.map((v) => v.id)).toContain('osaka-random');
  });
});
