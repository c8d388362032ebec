// @vitest-environment jsdom
/**
 * The rail cost preview: the pure `railPreview` (surcharge + Waste, Dump Site, empty Waste pile) and
 * the board driven by the real engine: play Trains, play Lay Rails, the legal affordable hexes glow
 * with their total cost and Waste (on the hex, on hover, in the option list), unaffordable ones do
 * not, and clicking one lays the rail and pays for it; hex names count stations with the right plural.
 * Rules: docs/rules/trains.md.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { trains, type TrainsAction, type TrainsState } from '../index.js';
import { railPreview } from './geometry.js';
import { renderWithI18n, startedGame } from './testing.js';
import { TrainsBoard } from './TrainsBoard.js';
import { must } from '../test-helpers.js';

afterEach(cleanup);

const NO_MODS = {
  riverFree: false,
  mountainFree: false,
  cityFree: false,
  otherRailsFree: false,
  allSurchargesFree: false,
  noWasteGain: false,
  ironworks: 0,
  earlyTrain: false,
};

describe('railPreview', () => {
  it('adds the rail card’s own Waste to the hex’s Waste', () => {
    const p = railPreview(
      [
        { hex: 2, surcharge: 3, waste: 1 },
        { hex: 10, surcharge: 2, waste: 0 },
      ],
      NO_MODS,
      50,
    );
    expect(p.get(2)).toEqual({ hex: 2, cost: 3, waste: 2, hexWaste: 1 });
    expect(p.get(10)).toEqual({ hex: 10, cost: 2, waste: 1, hexWaste: 0 });
  });
  it('counts no Waste under Dump Site, and no more Waste than the pile holds', () => {
    expect(must(railPreview([{ hex: 10, surcharge: 2, waste: 0 }], { ...NO_MODS, noWasteGain: true }, 50).get(10)).waste).toBe(0);
    expect(must(railPreview([{ hex: 2, surcharge: 3, waste: 1 }], NO_MODS, 1).get(2)).waste).toBe(1);
    expect(must(railPreview([{ hex: 2, surcharge: 3, waste: 1 }], NO_MODS, 0).get(2)).waste).toBe(0);
  });
});

/** Seat 0 on Tokyo's mountain hex 1, seat 1 on mountain 2 next to it; seat 0 holds 3 Normal Trains and Lay Rails. */
function railGame(): TrainsState {
  const s = startedGame('tokyo', 'beginner-tokyo', [1, 2]);
  const players = s.players.slice();
  players[0] = { ...must(players[0]), hand: ['normal-train', 'normal-train', 'normal-train', 'lay-rails', 'station-expansion'] };
  return { ...s, players };
}

/** The board on a live engine state, as the table frame would drive it for seat 0. */
function Harness({ initial }: { initial: TrainsState }) {
  const [state, setState] = useState(initial);
  const onAction = (a: TrainsAction) => {
    const r = trains.apply(state, 0, a);
    if (!r.ok) throw new Error(r.error.message);
    setState(r.value);
  };
  return (
    <div data-testid="harness" data-rails={JSON.stringify(state.rails.slice(0, 12))}>
      <TrainsBoard
        view={trains.view(state, 0)}
        seat={0}
        legal={trains.legalActions(state, 0)}
        seatNames={['Ada', 'Bo']}
        outcome={null}
        scoreHistory={[]}
        onAction={onAction}
      />
    </div>
  );
}

describe('rail placement on the board', () => {
  it('highlights the legal, affordable hexes with their cost and Waste, and pays on click', () => {
    renderWithI18n(<Harness initial={railGame()} />);
    const board = screen.getByTestId('trains-board');
    act(() => {
      fireEvent.click(screen.getByTestId('play-all'));
    });
    expect(board.getAttribute('data-money')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Play Lay Rails' }));
    expect(board.getAttribute('data-pending')).toBe('CHOOSE_RAIL_HEX');
    expect(screen.getByTestId('hint').textContent).toMatch(/Choose where to lay the rail/);
    const map = screen.getByTestId('trains-map');
    // Chichibu (remote, 4) is adjacent but costs more than 3: not offered.
    const chichibu = must(map.querySelector('[data-hex="0"]'));
    expect(chichibu.getAttribute('role')).toBe('img');
    // Mountain 2 holds Bo's rail: 2 (mountain) + 1 (other rail) money, 1 Waste for the rail + 1 from the card.
    const shared = must(map.querySelector('[data-hex="2"]'));
    expect(shared.getAttribute('role')).toBe('button');
    expect(shared.getAttribute('aria-label')).toContain('Lay a rail here: 3 money, 2 Waste');
    expect(shared.getAttribute('data-cost')).toBe('3');
    expect(must(shared.querySelector('.tr-cost-text')).textContent).toBe('$3 · 2W');
    const mountain = must(map.querySelector('[data-hex="10"]'));
    expect(mountain.getAttribute('aria-label')).toContain('Lay a rail here: 2 money, 1 Waste');
    // hover preview
    fireEvent.mouseEnter(shared);
    expect(screen.getByTestId('rail-preview').textContent).toBe('3 money · 2 Waste');
    fireEvent.mouseLeave(shared);
    expect(screen.queryByTestId('hex-tip')).toBeNull();
    // A tap: the mouse events the browser emulates after it open no tooltip that would stay behind.
    // (jsdom has no PointerEvent: a pointerdown MouseEvent with the touch pointer type.)
    const tap = new MouseEvent('pointerdown', { bubbles: true });
    Object.defineProperty(tap, 'pointerType', { value: 'touch' });
    fireEvent(must(map.querySelector('svg')), tap);
    fireEvent.mouseEnter(mountain);
    expect(screen.queryByTestId('hex-tip')).toBeNull();
    // the same choices as a list of buttons
    const list = screen.getByTestId('rail-options');
    expect(within(list).getByTestId('rail-option-2').textContent).toContain('3 money · 2 Waste');
    // keyboard: Enter on the focused hex lays the rail
    fireEvent.keyDown(shared, { key: 'Enter' });
    expect(board.getAttribute('data-money')).toBe('0');
    expect(board.getAttribute('data-pending')).toBe('');
    expect(JSON.parse(must(screen.getByTestId('harness').getAttribute('data-rails')))[2]).toBe(3);
    expect(screen.getByTestId('my-gained').getAttribute('data-count')).toBe('2');
  });

  it('asks before playing a rail card that cannot lay a rail now, which would lose its effect (TR-44, ED-5)', () => {
    renderWithI18n(<Harness initial={railGame()} />);
    // Money 0: every hex next to the rail costs at least 2, so Lay Rails could only be played for its money.
    fireEvent.click(screen.getByRole('button', { name: 'Play Lay Rails' }));
    const dialog = screen.getByTestId('unusable-effect');
    expect(dialog.textContent).toContain('Lay Rails cannot be used now');
    fireEvent.click(screen.getByTestId('unusable-cancel'));
    expect(screen.queryByTestId('unusable-effect')).toBeNull();
    expect(screen.getByTestId('hand').getAttribute('data-count')).toBe('5');
    expect(screen.getByTestId('my-play').getAttribute('data-count')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Play Lay Rails' }));
    fireEvent.click(screen.getByTestId('unusable-play'));
    expect(screen.getByTestId('hand').getAttribute('data-count')).toBe('4');
    expect(screen.getByTestId('my-play').getAttribute('data-count')).toBe('1');
    expect(screen.queryByTestId('unusable-effect')).toBeNull();
  });

  it('shows active modifiers and a free river under Steel Bridge', () => {
    const s = railGame();
    const players = s.players.slice();
    players[0] = { ...must(players[0]), hand: ['steel-bridge', 'normal-train', 'ironworks'] };
    renderWithI18n(<Harness initial={{ ...s, players }} />);
    expect(screen.getByTestId('mods').textContent).toBe('No modifiers this turn');
    fireEvent.click(screen.getByRole('button', { name: 'Play Ironworks' }));
    expect(screen.getByTestId('mods').textContent).toContain('Ironworks: +2 per rail card');
    fireEvent.click(screen.getByRole('button', { name: 'Play Steel Bridge' }));
    expect(screen.getByTestId('mods').textContent).toContain('Steel Bridge: rivers free');
    expect(screen.getByTestId('trains-board').getAttribute('data-money')).toBe('3');
  });

  it('offers pass-and-recycle only before acting, and end turn', () => {
    const s = railGame();
    const players = s.players.slice();
    players[0] = { ...must(players[0]), hand: ['waste', 'waste', 'normal-train'] };
    renderWithI18n(<Harness initial={{ ...s, players }} />);
    expect(screen.getByTestId('recycle').textContent).toBe('Pass and return 2 Waste');
    fireEvent.click(screen.getByRole('button', { name: 'Play Normal Train' }));
    expect(screen.queryByTestId('recycle')).toBeNull();
    expect((screen.getByTestId('end-turn') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('hex names for screen readers', () => {
  it('count a city’s stations with the right plural', () => {
    renderWithI18n(<Harness initial={railGame()} />);
    const labels = screen.getAllByRole('img').map((el) => el.getAttribute('aria-label') ?? '');
    expect(labels.some((l) => / 0 of 1 station$/.test(l))).toBe(true);
    expect(labels.some((l) => / 0 of [2-9] stations$/.test(l))).toBe(true);
    expect(labels.filter((l) => / of 1 stations/.test(l))).toEqual([]);
  });
});
