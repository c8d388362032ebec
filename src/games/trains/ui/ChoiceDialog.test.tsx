// @vitest-environment jsdom
/**
 * The choice dialogs: every answer offered comes from the legal actions; composed answers are checked.
 * Rules: docs/rules/trains.md.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CardId, TrainsAction } from '../index.js';
import { ChoiceDialog, isLegalAnswer } from './ChoiceDialog.js';
import type { OwnPending } from './geometry.js';
import { renderWithI18n } from './testing.js';
import { must, at } from '../test-helpers.js';

afterEach(cleanup);

/** Every sorted sub-multiset of `hand` of size n, as DISCARD_FROM_HAND answers. */
function discards(hand: CardId[], n: number | null): TrainsAction[] {
  const out: TrainsAction[] = [];
  const rec = (i: number, cur: CardId[]) => {
    if (i === hand.length) {
      if (n === null || cur.length === n) out.push({ type: 'DISCARD_FROM_HAND', cards: cur.slice().sort() });
      return;
    }
    rec(i + 1, cur);
    rec(i + 1, [...cur, at(hand, i)]);
  };
  rec(0, []);
  return out;
}

describe('ChoiceDialog', () => {
  it('Garage: discard exactly two, confirm only when two are chosen', () => {
    const hand: CardId[] = ['normal-train', 'waste', 'lay-rails', 'waste'];
    const onAction = vi.fn();
    const pending: OwnPending = { kind: 'DISCARD_FROM_HAND', source: 'garage', exactly: 2 };
    renderWithI18n(<ChoiceDialog pending={pending} legal={discards(hand, 2)} hand={hand} onAction={onAction} />);
    const dialog = screen.getByRole('dialog', { name: 'Discard cards' });
    expect(within(dialog).getByText('Discard exactly 2 cards from your hand.')).toBeTruthy();
    const confirm = screen.getByTestId('confirm-choice') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const wastes = screen.getAllByRole('button', { name: 'Discard Waste' });
    fireEvent.click(at(wastes, 0));
    expect(confirm.disabled).toBe(true);
    fireEvent.click(at(wastes, 1));
    expect(confirm.disabled).toBe(false);
    expect(screen.getByText('2 selected')).toBeTruthy();
    // a third pick replaces the oldest: still exactly two
    fireEvent.click(screen.getByRole('button', { name: 'Discard Normal Train' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(confirm);
    expect(onAction).toHaveBeenCalledWith({ type: 'DISCARD_FROM_HAND', cards: ['normal-train', 'waste'] });
  });

  it('Mail Train: any number, none is a valid answer', () => {
    const hand: CardId[] = ['waste', 'apartment'];
    const onAction = vi.fn();
    renderWithI18n(
      <ChoiceDialog
        pending={{ kind: 'DISCARD_FROM_HAND', source: 'mail-train', exactly: null }}
        legal={discards(hand, null)}
        hand={hand}
        onAction={onAction}
      />,
    );
    fireEvent.click(screen.getByTestId('confirm-choice'));
    expect(onAction).toHaveBeenCalledWith({ type: 'DISCARD_FROM_HAND', cards: [] });
  });

  it('Information Central: take one, reorder the rest (first = top), only legal answers confirm', () => {
    const cards: CardId[] = ['waste', 'express-train', 'tower'];
    const onAction = vi.fn();
    const legal: TrainsAction[] = [
      { type: 'TAKE_ONE_AND_ORDER', take: 'express-train', order: ['waste', 'tower'] },
      { type: 'TAKE_ONE_AND_ORDER', take: 'express-train', order: ['tower', 'waste'] },
      { type: 'TAKE_ONE_AND_ORDER', take: null, order: ['waste', 'express-train', 'tower'] },
    ];
    renderWithI18n(
      <ChoiceDialog
        pending={{ kind: 'TAKE_ONE_AND_ORDER', source: 'information-central', cards }}
        legal={legal}
        hand={[]}
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Information Central' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take into hand: Express Train' }));
    const order = screen.getByTestId('info-order');
    expect([...order.querySelectorAll('.tr-order-name')].map((e) => must(e.firstChild).textContent)).toEqual(['Waste', 'Tower']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Tower up' }));
    expect([...order.querySelectorAll('.tr-order-name')].map((e) => must(e.firstChild).textContent)).toEqual(['Tower', 'Waste']);
    fireEvent.click(screen.getByTestId('confirm-choice'));
    expect(onAction).toHaveBeenCalledWith({ type: 'TAKE_ONE_AND_ORDER', take: 'express-train', order: ['tower', 'waste'] });
  });

  it('Station Crew: one button per legal option', () => {
    const onAction = vi.fn();
    const legal: TrainsAction[] = [
      { type: 'CHOOSE_OPTION', option: 'draw' },
      { type: 'CHOOSE_OPTION', option: 'money' },
    ];
    renderWithI18n(
      <ChoiceDialog pending={{ kind: 'CHOOSE_OPTION', source: 'station-crew' }} legal={legal} hand={[]} onAction={onAction} />,
    );
    expect(screen.queryByRole('button', { name: 'Return 1 Waste' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '+1 money' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'CHOOSE_OPTION', option: 'money' });
  });

  it('picks a Train in play (Amusement Park) and names a card (Command Central)', () => {
    const onAction = vi.fn();
    renderWithI18n(
      <ChoiceDialog
        pending={{ kind: 'CHOOSE_TRAIN_IN_PLAY', source: 'amusement-park' }}
        legal={[
          { type: 'CHOOSE_TRAIN_IN_PLAY', card: 'normal-train' },
          { type: 'CHOOSE_TRAIN_IN_PLAY', card: 'limited-express' },
        ]}
        hand={[]}
        onAction={onAction}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limited Express' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'CHOOSE_TRAIN_IN_PLAY', card: 'limited-express' });
    cleanup();
    renderWithI18n(
      <ChoiceDialog
        pending={{ kind: 'NAME_CARD', source: 'command-central' }}
        legal={[
          { type: 'NAME_CARD', card: 'normal-train' },
          { type: 'NAME_CARD', card: 'garage' },
        ]}
        hand={[]}
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Name a card' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Garage' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'NAME_CARD', card: 'garage' });
  });

  it('Signals, Early Train and Wagon Factory', () => {
    const onAction = vi.fn();
    renderWithI18n(
      <ChoiceDialog
        pending={{ kind: 'DISCARD_OR_KEEP_TOP', source: 'signals', card: 'waste' }}
        legal={[
          { type: 'DISCARD_OR_KEEP_TOP', choice: 'discard' },
          { type: 'DISCARD_OR_KEEP_TOP', choice: 'keep' },
        ]}
        hand={[]}
        onAction={onAction}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard it' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'DISCARD_OR_KEEP_TOP', choice: 'discard' });
    cleanup();
    renderWithI18n(
      <ChoiceDialog
        pending={{ kind: 'CHOOSE_BUY_DESTINATION', source: 'early-train', card: 'tower' }}
        legal={[
          { type: 'CHOOSE_BUY_DESTINATION', destination: 'deckTop' },
          { type: 'CHOOSE_BUY_DESTINATION', destination: 'gained' },
        ]}
        hand={[]}
        onAction={onAction}
      />,
    );
    expect(screen.getByText('Where does Tower go?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'On top of my deck' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'CHOOSE_BUY_DESTINATION', destination: 'deckTop' });
    cleanup();
    const wagon: TrainsAction[] = [
      { type: 'TRASH_AND_GAIN_TRAIN', trash: 'normal-train', gain: 'express-train' },
      { type: 'TRASH_AND_GAIN_TRAIN', trash: 'express-train', gain: 'limited-express' },
      { type: 'TRASH_AND_GAIN_TRAIN', trash: 'express-train', gain: 'express-train' },
    ];
    renderWithI18n(
      <ChoiceDialog pending={{ kind: 'TRASH_AND_GAIN_TRAIN', source: 'wagon-factory' }} legal={wagon} hand={[]} onAction={onAction} />,
    );
    expect(screen.queryByRole('button', { name: 'Gain: Limited Express' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Express Train' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gain: Limited Express' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'TRASH_AND_GAIN_TRAIN', trash: 'express-train', gain: 'limited-express' });
  });

  it('folds away to look at the board and comes back', () => {
    renderWithI18n(
      <ChoiceDialog
        pending={{ kind: 'CHOOSE_OPTION', source: 'station-crew' }}
        legal={[{ type: 'CHOOSE_OPTION', option: 'draw' }]}
        hand={[]}
        onAction={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Look at the board' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('unfold-choice'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('speaks Korean', () => {
    const hand: CardId[] = ['waste', 'waste'];
    renderWithI18n(
      <ChoiceDialog
        pending={{ kind: 'DISCARD_FROM_HAND', source: 'garage', exactly: 2 }}
        legal={discards(hand, 2)}
        hand={hand}
        onAction={() => {}}
      />,
      'ko',
    );
    expect(screen.getByRole('dialog', { name: '카드 버리기' })).toBeTruthy();
    expect(screen.getByText('손에서 정확히 2장을 버리세요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
  });

  it('isLegalAnswer compares discards as multisets', () => {
    const legal: TrainsAction[] = [{ type: 'DISCARD_FROM_HAND', cards: ['lay-rails', 'waste'] }];
    expect(isLegalAnswer(legal, { type: 'DISCARD_FROM_HAND', cards: ['waste', 'lay-rails'] })).toBe(true);
    expect(isLegalAnswer(legal, { type: 'DISCARD_FROM_HAND', cards: ['waste', 'waste'] })).toBe(false);
  });
});
