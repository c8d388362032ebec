// @vitest-environment jsdom
/** The claim dialog: lists the engine's payments best first, preselects the best, confirms and cancels. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ROUTES, at } from '../data.js';
import { PaymentChooser } from './PaymentChooser.js';
import { bestPayment, rankPayments } from './payment.js';
import { renderWithI18n } from './testing.js';
import type { Payment } from '../types.js';

afterEach(cleanup);

const gray4 = ROUTES.find((r) => r.id === 'R004')!; // Seattle–Calgary, gray, 4 (TTR-E2)

describe('payment ranking', () => {
  it('prefers fewer locomotives, then the colour that leaves fewest stranded cards', () => {
    const hand = { red: 4, blue: 6, locomotive: 2 };
    const options: Payment[] = [{ blue: 4 }, { red: 2, locomotive: 2 }, { red: 4 }, { blue: 3, locomotive: 1 }];
    expect(bestPayment(options, hand)).toEqual({ red: 4 });
    expect(rankPayments(options, hand).map((p) => p.locomotive ?? 0)).toEqual([0, 0, 1, 2]);
  });
  it('returns null when there is no payment', () => {
    expect(bestPayment([], {})).toBeNull();
  });
});

describe('PaymentChooser', () => {
  const payments: Payment[] = [
    { red: 2, locomotive: 2 },
    { red: 3, locomotive: 1 },
  ];
  const hand = { red: 3, locomotive: 2, blue: 1 };

  it('shows the route and preselects the best payment', () => {
    renderWithI18n(<PaymentChooser route={gray4} payments={payments} hand={hand} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Claim Seattle – Calgary' })).toBeTruthy();
    expect(screen.getByText(/4 spaces · gray \(any one colour\) · \+7 points/)).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(2);
    expect(at(radios, 0).checked).toBe(true);
    expect(screen.getByText('best')).toBeTruthy();
    // the best (fewest locomotives) is 3 red + 1 locomotive
    expect(screen.getByTestId('payment-0').querySelectorAll('[data-kind=red]')).toHaveLength(3);
  });

  it('confirms the chosen payment', () => {
    const onConfirm = vi.fn();
    renderWithI18n(<PaymentChooser route={gray4} payments={payments} hand={hand} onConfirm={onConfirm} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim the route' }));
    expect(onConfirm).toHaveBeenCalledWith({ red: 3, locomotive: 1 });
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Claim the route' }));
    expect(onConfirm).toHaveBeenLastCalledWith({ red: 2, locomotive: 2 });
  });

  // A real browser turns Escape in a modal <dialog> into its `cancel` event (test/e2e/a11y.test.ts presses the key).
  it('cancels with the button and with Escape (the dialog cancel event)', () => {
    const onCancel = vi.fn();
    renderWithI18n(<PaymentChooser route={gray4} payments={payments} hand={hand} onConfirm={() => {}} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('speaks Korean', () => {
    renderWithI18n(<PaymentChooser route={gray4} payments={payments} hand={hand} onConfirm={() => {}} onCancel={() => {}} />, 'ko');
    expect(screen.getByRole('button', { name: '노선 연결' })).toBeTruthy();
    expect(screen.getByText('추천')).toBeTruthy();
  });
});
