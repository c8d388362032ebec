// @vitest-environment jsdom
/**
 * The HellRail board driven by real engine states: laying with a rotation preview, upgrading (only
 * the covered cells offered), a move through a junction, the brimstone rule explained, a circle
 * effect dialog, strings in both languages and the log lines.
 * Rules: docs/rules/hellrail.md.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { legalActions } from '../legal.js';
import { apply } from '../rules.js';
import { setup } from '../setup.js';
import { parseConfig } from '../config.js';
import { act, entering, table, seatOf } from '../test-helpers.js';
import { view } from '../view.js';
import type { HrAction, HrState } from '../types.js';
import { HrBoard } from './HrBoard.js';
import { logLine } from './log.js';
import { hrBoardPlugin } from './plugin.js';
import { logText } from '../../../web/table/seats.js';
import type { AnyBoardPlugin } from '../../../web/table/plugin.js';
import { eventText } from './EventFeed.js';
import { shownRound, type Tr } from './labels.js';
import { createI18n, registerStrings } from '../../../web/i18n/index.js';
import { hrEn, hrKo } from './strings.js';
import { renderWithI18n } from './testing.js';

afterEach(cleanup);

const names = ['Ada', 'Bot 2'];

/** Blue on a right-hand switch at C4 entered from the south, moving with `mp` movement points left. */
function junction(mp: number): HrState {
  return table({
    seats: 2,
    hands: [[], []],
    rail: [
      [2, 3, 'R10', 0],
      [2, 2, 'R03', 0],
      [3, 3, 'R01', 2],
    ],
    pos: [[2, 3, 'S'], 'G'],
    move: { mp, stepsTaken: 1 },
  });
}

function board(s: HrState, seat = 0, onAction = vi.fn(), lang: 'en' | 'ko' = 'en') {
  renderWithI18n(
    <HrBoard
      view={view(s, seat)}
      seat={seat}
      legal={legalActions(s, seat)}
      seatNames={names}
      outcome={null}
      scoreHistory={[]}
      onAction={onAction}
    />,
    lang,
  );
  return onAction;
}

describe('HrBoard', () => {
  it('lays a card: legal cells marked, rotation preview, the action sent is legal', () => {
    const s = setup(parseConfig({}, 2), 'ui-lay', 2);
    const seat = s.active;
    const onAction = board(s, seat);
    const legal = legalActions(s, seat);
    const card = seatOf(s, seat).hand[0]!;
    fireEvent.click(screen.getByTestId(`hand-card-${card}`));
    const targets = screen.getAllByRole('button').filter((b) => b.getAttribute('data-kind') === 'lay');
    const expected = new Set(
      legal
        .filter((a) => a.type === 'LAY_RAIL' && a.card === card)
        .map((a) => `${(a as { cell: { x: number; y: number } }).cell.x},${(a as { cell: { x: number; y: number } }).cell.y}`),
    );
    expect(targets.length).toBe(expected.size);
    fireEvent.click(targets[0]!);
    expect(screen.getByTestId('placement-preview')).toBeTruthy();
    const rots = within(screen.getByTestId('placement')).getAllByRole('radio');
    if (rots.length > 1) {
      fireEvent.click(screen.getByTestId('rotate'));
      expect(rots[1]?.getAttribute('aria-checked')).toBe('true');
      expect(screen.getByTestId('placement-preview').getAttribute('data-rot')).toBe(rots[1]?.getAttribute('data-testid')?.slice(4));
    }
    fireEvent.click(screen.getByTestId('confirm-placement'));
    const sent = onAction.mock.calls[0]![0] as HrAction;
    expect(sent.type).toBe('LAY_RAIL');
    expect(legal).toContainEqual(sent);
  });

  it('upgrades: only rails the card may cover are offered, old track shown under the new', () => {
    const s = table({ seats: 2, hands: [['R10', 'R02'], []], rail: [[2, 2, 'R03', 0]] });
    const onAction = board(s);
    fireEvent.click(screen.getByTestId('hand-card-R10'));
    const up = screen.getByTestId('target-C3');
    expect(up.getAttribute('data-kind')).toBe('upgrade');
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('data-kind') === 'upgrade')).toHaveLength(1);
    fireEvent.click(up);
    expect(screen.getByTestId('placement').textContent).toContain('Upgrade C3 with R10');
    fireEvent.click(screen.getByTestId('confirm-placement'));
    const sent = onAction.mock.calls[0]![0] as HrAction;
    expect(sent).toMatchObject({ type: 'UPGRADE_RAIL', card: 'R10', cell: { x: 2, y: 2 } });
    expect(legalActions(s, 0)).toContainEqual(sent);
    // A curve cannot cover a straight: no upgrade target for R02.
    fireEvent.click(screen.getByTestId('hand-card-R02'));
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('data-kind') === 'upgrade')).toHaveLength(0);
  });

  it('moves through a junction: one arrow per branch, the chosen branch is stepped', () => {
    // A right-hand switch at C4 entered from the south: branches north (to C3) and east (to D4, a curve west–south).
    const s = junction(3);
    const onAction = board(s);
    expect(screen.getByTestId('hint').textContent).toContain('Junction');
    expect(screen.getByTestId('arrow-N')).toBeTruthy();
    expect(screen.getByTestId('arrow-E')).toBeTruthy();
    expect(screen.queryByTestId('arrow-W')).toBeNull();
    fireEvent.click(screen.getByTestId('arrow-E'));
    expect(onAction).toHaveBeenCalledWith({ type: 'STEP', exit: 'E' });
    const next = apply(s, 0, { type: 'STEP', exit: 'E' });
    expect(next.ok).toBe(true);
    cleanup();
    // One step on, the curve at D4 leads south into the empty D5: the arrow warns of derailing.
    board(next.ok ? next.value : s);
    expect(screen.getByTestId('arrow-S').getAttribute('class')).toContain('is-derail');
    expect(screen.getByTestId('step-S').textContent).toContain('derails');
    expect(screen.getByTestId('stop')).toBeTruthy();
    // Stepping through the open end derails: the event is shown in plain words.
    const derailed = apply(next.ok ? next.value : s, 0, { type: 'STEP', exit: 'S' });
    if (!derailed.ok) throw new Error(derailed.error.code);
    cleanup();
    board(derailed.value);
    expect(screen.getByTestId('events').textContent).toContain('Ada derailed');
  });

  it('tells a Thievery that moved nothing, and why, in What just happened (HR-10.15)', () => {
    const s = act(entering({ trains: [['R07', 'R09'], ['R20']], drawTop: ['R18'] }, 3, 'THIEVERY'), 0, {
      type: 'USE_CIRCLE_EFFECT',
      params: { car: 'R20' },
    });
    board(s, 1);
    expect(screen.getByTestId('events').textContent).toContain(
      'Thievery: no match, and Ada has no car of the revealed brimstone: nothing moved.',
    );
  });

  it('counts movement points in words: 1 point, 3 points', () => {
    for (const [mp, text] of [
      [1, '1 movement point left'],
      [3, '3 movement points left'],
    ] as const) {
      board(junction(mp));
      expect(screen.getByTestId('hint').textContent).toContain(`Moving: ${text}.`);
      cleanup();
    }
  });

  it('shows a push before it happens and after', () => {
    const s = table({
      seats: 2,
      hands: [[], []],
      rail: [
        [2, 3, 'R10', 0],
        [2, 2, 'R03', 0],
        [3, 3, 'R01', 2],
      ],
      pos: [
        [2, 3, 'S'],
        [2, 2, 'S'],
      ],
      move: { mp: 3, stepsTaken: 1 },
    });
    board(s);
    expect(screen.getByTestId('arrow-N').getAttribute('class')).toContain('is-push');
    expect(screen.getByTestId('step-N').textContent).toContain('pushing Bot 2');
    const pushed = apply(s, 0, { type: 'STEP', exit: 'N' });
    if (!pushed.ok) throw new Error(pushed.error.code);
    cleanup();
    board(pushed.value);
    expect(screen.getByTestId('events').textContent).toContain('Ada pushed Bot 2’s train');
  });

  it('explains the brimstone rule when a card cannot pull the train', () => {
    const s = table({ seats: 2, hands: [['R10'], []], trains: [['R02', 'R13'], []] });
    board(s);
    fireEvent.click(screen.getByTestId('hand-card-R10'));
    expect(screen.getByTestId('move-blocked').textContent).toContain('brimstone 1 is less than your load 2');
    expect(screen.queryByTestId('card-move_start')).toBeNull();
  });

  it('shows a circle effect as a dialog with every choice', () => {
    let s = table({
      seats: 2,
      hands: [[], []],
      rail: [[2, 3, 'R08', 1]],
      pos: [[2, 3, 'E'], 'G'],
      move: { mp: 2, stepsTaken: 1 },
      circleTokens: ['HERESY', 'ABYSS', 'BOATMAN', 'CHAOS_REIGNS', 'DELINQUENCY', 'FALSE_PATH', 'GERYON', 'GLUTTONY', 'GUARD_DUTY'],
    });
    const r = apply(s, 0, { type: 'STEP', exit: 'W' });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
    expect(s.phase).toBe('CIRCLE_ENTRY');
    const onAction = board(s);
    const dialog = screen.getByTestId('choice-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Circle 1: Heresy');
    expect(dialog.textContent).toContain('block an effect');
    expect(within(dialog).getAllByRole('button').length).toBe(legalActions(s, 0).length + 1);
    fireEvent.click(screen.getByTestId('choice-use_circle_effect'));
    expect(onAction).toHaveBeenCalledWith({ type: 'USE_CIRCLE_EFFECT' });
  });

  it('previews on the table what a False Path choice would turn', () => {
    let s = table({
      seats: 2,
      hands: [['R03'], []],
      rail: [
        [2, 3, 'R08', 1],
        [4, 1, 'R07', 0],
      ],
      pos: [[2, 3, 'E'], 'G'],
      move: { mp: 2, stepsTaken: 1 },
      circleTokens: ['FALSE_PATH', 'ABYSS', 'BOATMAN', 'CHAOS_REIGNS', 'DELINQUENCY', 'HERESY', 'GERYON', 'GLUTTONY', 'GUARD_DUTY'],
    });
    const r = apply(s, 0, { type: 'STEP', exit: 'W' });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
    board(s);
    const use = screen.getAllByTestId('choice-use_circle_effect');
    expect(use.length).toBe(legalActions(s, 0).filter((a) => a.type === 'USE_CIRCLE_EFFECT').length);
    expect(use[0]?.textContent).toContain('turn E2 to rotation');
    fireEvent.mouseEnter(use[0]!);
    expect(screen.getByTestId('cell-highlight')).toBeTruthy();
    expect(screen.getByTestId('placement-preview')).toBeTruthy();
    fireEvent.mouseLeave(use[0]!);
    expect(screen.queryByTestId('cell-highlight')).toBeNull();
  });

  it('speaks Korean', () => {
    const s = table({ seats: 2, hands: [['R10'], []], rail: [[2, 2, 'R03', 0]] });
    board(s, 0, vi.fn(), 'ko');
    expect(screen.getByText('턴 마치기')).toBeTruthy();
    expect(screen.getByTestId('circle-G').getAttribute('aria-label')).toContain('지옥의 문');
  });

  it('waits when it is not the viewer’s turn', () => {
    const s = table({ seats: 2, hands: [['R10'], ['R02']], active: 1 });
    board(s, 0);
    expect(screen.getByTestId('hint').textContent).toBe('Bot 2 is playing…');
    expect((screen.getByTestId('hand-card-R10') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('strings and log', () => {
  it('has the same keys in English and Korean', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(hrKo).sort()).toEqual(keys(hrEn).sort());
  });

  it('describes actions without leaking hidden cards', () => {
    const s = table({ seats: 2, hands: [['R10'], []], rail: [[2, 2, 'R03', 0]] });
    const v = view(s, null);
    expect(logLine(v, 0, { type: 'UPGRADE_RAIL', card: 'R10', cell: { x: 2, y: 2 }, rotation: 0 })).toEqual({
      seat: 0,
      key: 'log.upgrade',
      params: { card: 'R10', shape: '$t(shape.SWITCH_R)', cell: 'C3' },
    });
    expect(logLine(v, 0, { type: 'SET_OUT', car: 'R10' }).params).toEqual({ circle: 'G' });
    expect(logLine(v, 1, { type: 'STEAL' })).toEqual({ seat: 1, key: 'log.stealSome' });
    expect(logLine(v, 1, { type: 'STEP' }).key).toBe('log.stepSome');
    expect(logLine(v, 1, { type: 'END_TURN' }).key).toBe('log.endTurn');
    // Online, another seat's action may arrive as { type } only: the public details come from `after`.
    const laid = apply(s, 0, { type: 'LAY_RAIL', card: 'R10', cell: { x: 3, y: 1 }, rotation: 0 });
    if (!laid.ok) throw new Error(laid.error.code);
    expect(logLine(v, 0, { type: 'LAY_RAIL' }, view(laid.value, null))).toEqual({
      seat: 0,
      key: 'log.lay',
      params: { card: 'R10', shape: '$t(shape.SWITCH_R)', cell: 'D2' },
    });
    expect(logLine(v, 0, { type: 'STOKE' }).key).toBe('log.stokeSome');
  });

  it('shows the round being played, never past the round limit (HR-5.5: "Round 6", not "Round 7", at the end)', () => {
    const v = view(table({ seats: 2 }), null);
    const at = (round: number, roundLimit: number | null) => shownRound({ ...v, round, config: { ...v.config, roundLimit } });
    expect([at(0, 6), at(5, 6), at(6, 6), at(9, null)]).toEqual([1, 6, 6, 10]);
  });

  it('names the engine pushed (HR-7.6) in the log, in both languages', () => {
    const s = table({
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
        [2, 4, 'R39', 0],
      ],
      pos: [
        [2, 2, 'N'],
        [2, 3, 'N'],
      ],
      move: { mp: 3, stepsTaken: 1 },
    });
    const pushed = act(s, 0, { type: 'STEP', exit: 'S' });
    expect(seatOf(pushed, 1).pos).toEqual({ x: 2, y: 4, entry: 'N' });
    const line = logLine(view(s, null), 0, { type: 'STEP', exit: 'S' }, view(pushed, null));
    expect(line).toEqual({ seat: 0, key: 'log.stepPush', params: { dir: '$t(dir.S)', target: '$seat(1)' } });
    const text = (language: 'en' | 'ko') => {
      const i18n = createI18n(language);
      registerStrings(i18n, 'hr', { en: hrEn, ko: hrKo });
      return logText(hrBoardPlugin as AnyBoardPlugin, line, names, i18n.t);
    };
    expect(text('en')).toBe('Ada stepped south and pushed Bot 2’s train.');
    expect(text('ko')).toContain('Bot 2 님의 기차를 밀어냈습니다');
    // Without a push (or without the view after it) the line says only the step.
    expect(logLine(view(s, null), 0, { type: 'STEP', exit: 'S' }).key).toBe('log.step');
  });

  it('says "no cards" for an empty hand shown, in both languages', () => {
    const text = (language: 'en' | 'ko', hand: string[]) => {
      const i18n = createI18n(language);
      registerStrings(i18n, 'hr', { en: hrEn, ko: hrKo });
      return eventText(i18n.getFixedT(language, 'hr') as unknown as Tr, { kind: 'HAND_SHOWN', seat: 1, hand }, names);
    };
    expect(text('en', ['R10', 'R03'])).toBe('Bot 2 showed their hand: R10, R03.');
    expect(text('en', [])).toBe('Bot 2 showed their hand: no cards.');
    expect(text('ko', [])).toBe('Bot 2 님이 손을 공개했습니다: 카드 없음.');
  });
});
