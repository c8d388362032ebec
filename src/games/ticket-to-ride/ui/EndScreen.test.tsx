// @vitest-environment jsdom
/** The end screen: winner, per-seat breakdown in rank order, tickets, bonuses, chart, map focus. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { at } from '../data.js';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { playGame } from '../../../engine/play.js';
import { makeBot } from '../../index.js';
import { ticketToRide } from '../index.js';
import type { TtrOutcome, TtrState } from '../types.js';
import { view } from '../view.js';
import { EndScreen } from './EndScreen.js';
import { longestTrail } from './longest.js';
import { renderWithI18n } from './testing.js';

afterEach(cleanup);

let outcome: TtrOutcome;
let state: TtrState;
beforeAll(() => {
  const bots = [0, 1, 2].map((s) => makeBot(ticketToRide, 'heuristic', s));
  const played = playGame(ticketToRide, {
    config: { variant: 'mega' },
    seed: 'end-screen',
    bots,
    botNames: ['heuristic', 'heuristic', 'heuristic'],
  });
  outcome = played.outcome as TtrOutcome;
  state = played.state as TtrState;
});

const names = ['Ada', 'Bo', 'Cy'];

describe('EndScreen', () => {
  it('announces the winner and lists seats in rank order with consistent totals', () => {
    renderWithI18n(
      <EndScreen
        outcome={outcome}
        config={state.config}
        names={names}
        history={[
          [0, 0, 0],
          [1, 2, 4],
        ]}
        focus={null}
        onFocus={() => {}}
      />,
    );
    const winner = outcome.winners.map((s) => names[s]).join(', ');
    expect(screen.getByTestId('winner').textContent).toContain(`${winner} won with ${outcome.scores[at(outcome.winners, 0)]} points`);
    const cards = screen.getAllByRole('listitem').filter((li) => li.dataset.testid?.startsWith('end-seat-'));
    const ranks = cards.map((c) => at(outcome.breakdown, Number(c.dataset.testid!.slice(9))).rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const b of outcome.breakdown) {
      const card = screen.getByTestId(`end-seat-${b.seat}`);
      expect(within(card).getByLabelText('Total').textContent).toBe(String(b.total));
      expect(b.routePoints + b.ticketPoints + b.longestPathBonus + b.globetrotterBonus).toBe(b.total);
      expect(within(card).getByText(`${b.longestPath} trains`)).toBeTruthy();
      const done = b.tickets.filter((x) => x.completed).length;
      expect(within(card).getByText(`Completed (${done}) · Failed (${b.tickets.length - done})`)).toBeTruthy();
    }
    // Mega Game: both bonuses are listed.
    expect(screen.getAllByText('Longest Continuous Path bonus')).toHaveLength(3);
    expect(screen.getAllByText('Globetrotter bonus')).toHaveLength(3);
    expect(screen.getByTestId('score-chart')).toBeTruthy();
  });

  it('asks the map to show a seat', () => {
    const onFocus = vi.fn();
    renderWithI18n(<EndScreen outcome={outcome} config={state.config} names={names} history={[]} focus={1} onFocus={onFocus} />);
    fireEvent.click(screen.getByTestId('focus-2'));
    expect(onFocus).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByTestId('focus-1'));
    expect(onFocus).toHaveBeenLastCalledWith(null);
  });

  it('TTR-124: lists the remaining piles and the seed in a section collapsed by default', () => {
    const piles = view(state, null).piles;
    if (piles === null) throw new Error('TTR-124: no piles in the view at the end');
    expect(piles.drawPile.length + piles.discardPile.length + piles.ticketPile.length).toBeGreaterThan(0);
    renderWithI18n(
      <EndScreen
        outcome={outcome}
        config={state.config}
        names={names}
        history={[]}
        focus={null}
        onFocus={() => {}}
        piles={piles}
        seed="end-screen"
      />,
    );
    const section = screen.getByTestId('end-piles') as HTMLDetailsElement;
    expect(section.open).toBe(false);
    expect(within(section).getByText('Remaining piles').tagName).toBe('SUMMARY');
    const listed = (id: string) => section.querySelector(`[data-testid="${id}"]`)?.querySelectorAll('li').length ?? 0;
    expect(listed('pile-deck')).toBe(piles.drawPile.length);
    expect(listed('pile-discard')).toBe(piles.discardPile.length);
    expect(listed('pile-tickets')).toBe(piles.ticketPile.length);
    const deck = section.querySelector('[data-testid="pile-deck"]');
    expect(deck !== null).toBe(piles.drawPile.length > 0);
    expect([...(deck?.querySelectorAll('[data-kind]') ?? [])].map((e) => e.getAttribute('data-kind'))).toEqual(piles.drawPile);
    expect(within(section).getByText(`Destination tickets: ${piles.ticketPile.length} left, top first`)).toBeTruthy();
    expect(within(section).getByTestId('end-seed').textContent).toBe('end-screen');
  });

  it('TTR-124: without piles there is no section; without a seed no seed line', () => {
    renderWithI18n(<EndScreen outcome={outcome} config={state.config} names={names} history={[]} focus={null} onFocus={() => {}} />);
    expect(screen.queryByTestId('end-piles')).toBeNull();
    cleanup();
    renderWithI18n(
      <EndScreen
        outcome={outcome}
        config={state.config}
        names={names}
        history={[]}
        focus={null}
        onFocus={() => {}}
        piles={view(state, 0).piles}
      />,
    );
    expect(screen.getByTestId('end-piles')).toBeTruthy();
    expect(screen.queryByTestId('end-seed')).toBeNull();
  });

  it('speaks Korean', () => {
    renderWithI18n(<EndScreen outcome={outcome} config={state.config} names={names} history={[]} focus={null} onFocus={() => {}} />, 'ko');
    expect(screen.getByText('최종 승점 계산')).toBeTruthy();
    expect(screen.getAllByText('최장 연결 노선 보너스')).toHaveLength(3);
    cleanup();
    renderWithI18n(
      <EndScreen
        outcome={outcome}
        config={state.config}
        names={names}
        history={[]}
        focus={null}
        onFocus={() => {}}
        piles={view(state, null).piles}
        seed="s"
      />,
      'ko',
    );
    expect(screen.getByText('남은 카드 더미')).toBeTruthy();
    expect(screen.getByText(/^시드/)).toBeTruthy();
  });
});

describe('longestTrail', () => {
  it('finds the trail of TTR-E6 (revisits Kansas City), E7 (figure eight) and E8 (no route twice)', () => {
    const len = (ids: string[]) =>
      ids.reduce(
        (a, id) =>
          a +
          (
            { R039: 1, R036: 2, R035: 3, R070: 2, R041: 2, R043: 2, R068: 2, R066: 3, R067: 2, R058: 2, R061: 4, R059: 4 } as Record<
              string,
              number
            >
          )[id]!,
        0,
      );
    expect(len(longestTrail(['R039', 'R036', 'R035', 'R070', 'R041', 'R043']))).toBe(12);
    expect(len(longestTrail(['R039', 'R036', 'R035', 'R070', 'R041', 'R043', 'R068', 'R066', 'R067']))).toBe(19);
    expect(len(longestTrail(['R058', 'R061', 'R059']))).toBe(8);
    expect(longestTrail([])).toEqual([]);
  });

  it('agrees with the engine on a played game', () => {
    for (const b of outcome.breakdown) {
      const ids = longestTrail(b.routes.map((r) => r.id));
      const total = ids.reduce((a, id) => a + b.routes.find((r) => r.id === id)!.length, 0);
      expect(total).toBe(b.longestPath);
    }
  });
});
