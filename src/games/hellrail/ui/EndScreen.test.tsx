// @vitest-environment jsdom
/**
 * The HellRail end screen: winner, seats in rank order, every set-out car with its value, totals.
 * Rules: docs/rules/hellrail.md (HR-14).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { playGame } from '../../../engine/play.js';
import { makeBot } from '../../index.js';
import { hellrail } from '../index.js';
import type { HrOutcome } from '../outcome.js';
import type { HrState } from '../types.js';
import { view } from '../view.js';
import { EndScreen } from './EndScreen.js';
import { publicScores } from './plugin.js';
import { seatOf } from '../test-helpers.js';
import { renderWithI18n } from './testing.js';

afterEach(cleanup);

let outcome: HrOutcome;
let state: HrState;
beforeAll(() => {
  const bots = [0, 1, 2].map((s) => makeBot(hellrail, 'heuristic', s));
  const played = playGame(hellrail, { config: {}, seed: 'hr-end-screen', bots, botNames: ['heuristic', 'heuristic', 'heuristic'] });
  outcome = played.outcome as HrOutcome;
  state = played.state as HrState;
});

const names = ['Ada', 'Bo', 'Cy'];

describe('EndScreen', () => {
  it('announces the winner and lists seats in rank order with their set-out cars and totals', () => {
    renderWithI18n(<EndScreen outcome={outcome} view={view(state, 0)} names={names} />);
    const winner = outcome.winners.map((s) => names[s]).join(', ');
    expect(screen.getByTestId('winner').textContent).toContain(`${winner} won with ${outcome.scores[outcome.winners[0]!]} points`);
    const cards = screen.getAllByRole('listitem').filter((li) => li.dataset.testid?.startsWith('end-seat-'));
    const ranks = cards.map((c) => outcome.breakdown[Number(c.dataset.testid!.slice(9))]!.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    outcome.breakdown.forEach((b, seat) => {
      const card = screen.getByTestId(`end-seat-${seat}`);
      expect(within(card).getByLabelText('Total').textContent).toBe(String(b.total));
      const values = [...card.querySelectorAll('[data-value]')].map((li) => Number(li.getAttribute('data-value')));
      expect(values.reduce((a, v) => a + v, 0)).toBe(b.total);
      expect(values).toHaveLength(seatOf(state, seat).setOut.length);
    });
    // The frame's scores agree with the outcome once the piles are revealed.
    expect(publicScores(view(state, null))).toEqual([...outcome.scores]);
  });

  it('speaks Korean', () => {
    renderWithI18n(<EndScreen outcome={outcome} view={view(state, 0)} names={names} />, 'ko');
    expect(screen.getByText('최종 점수 계산')).toBeTruthy();
  });
});
