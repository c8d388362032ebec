// @vitest-environment jsdom
/** The ticket choice: enforces the minimum, keeps the chosen ids in dealt order, highlights cities. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { TICKET_BY_ID, ticketValues } from '../data.js';
import { TicketDialog } from './TicketDialog.js';
import { renderWithI18n } from './testing.js';

afterEach(cleanup);
const values = ticketValues('classic');

describe('TicketDialog', () => {
  it('needs at least the minimum and keeps tickets in dealt order', () => {
    const onKeep = vi.fn();
    renderWithI18n(<TicketDialog offered={['T01', 'T07', 'T25']} min={2} values={values} initial onKeep={onKeep} />);
    expect(screen.getByRole('dialog', { name: 'Choose your destination tickets' })).toBeTruthy();
    expect(screen.getByText(/Boston/)).toBeTruthy();
    const keep = screen.getByTestId('keep-tickets') as HTMLButtonElement;
    expect(keep.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('ticket-choice-T25'));
    expect(keep.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('ticket-choice-T01'));
    expect(keep.disabled).toBe(false);
    expect(keep.textContent).toBe('Keep 2 tickets');
    fireEvent.click(keep);
    expect(onKeep).toHaveBeenCalledWith(['T01', 'T25']);
  });

  it('shows ticket values of the game and highlights cities on hover', () => {
    const onHighlight = vi.fn();
    renderWithI18n(
      <TicketDialog
        offered={['T15']}
        min={1}
        values={ticketValues('classic', true)}
        initial={false}
        onKeep={() => {}}
        onHighlight={onHighlight}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Destination tickets' })).toBeTruthy();
    expect(screen.getByText('20')).toBeTruthy(); // revised value of Los Angeles–New York
    fireEvent.focus(screen.getByTestId('ticket-choice-T15'));
    expect(onHighlight).toHaveBeenCalledWith(['los-angeles', 'new-york']);
  });

  it('folds away to show the map and comes back', () => {
    renderWithI18n(<TicketDialog offered={['T01', 'T02', 'T03']} min={2} values={values} initial onKeep={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Look at the map' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('ticket-dialog-show'));
    fireEvent.click(screen.getByTestId('ticket-dialog-show'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("folded, the map rings the ticked tickets' cities, or every offered ticket's when none is ticked", () => {
    const onHighlight = vi.fn();
    const offered = ['T01', 'T02', 'T03'];
    const citiesOf = (ids: string[]) => ids.flatMap((id) => [TICKET_BY_ID.get(id)?.from, TICKET_BY_ID.get(id)?.to]);
    renderWithI18n(<TicketDialog offered={offered} min={2} values={values} initial onKeep={() => {}} onHighlight={onHighlight} />);
    fireEvent.click(screen.getByRole('button', { name: 'Look at the map' }));
    expect(onHighlight).toHaveBeenLastCalledWith(citiesOf(offered));
    fireEvent.click(screen.getByTestId('ticket-dialog-show'));
    expect(onHighlight).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByTestId('ticket-choice-T02'));
    fireEvent.click(screen.getByRole('button', { name: 'Look at the map' }));
    expect(onHighlight).toHaveBeenLastCalledWith(citiesOf(['T02']));
  });

  it('Escape folds the dialog that opened by itself and puts focus on the button that brings it back', () => {
    renderWithI18n(<TicketDialog offered={['T01', 'T02', 'T03']} min={2} values={values} initial onKeep={() => {}} />);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('ticket-dialog-show'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('speaks Korean', () => {
    renderWithI18n(<TicketDialog offered={['T01', 'T02', 'T03']} min={2} values={values} initial onKeep={() => {}} />, 'ko');
    expect(screen.getByRole('dialog', { name: '목적지 카드를 고르세요' })).toBeTruthy();
    expect(screen.getByText(/2장 이상 가져가세요/)).toBeTruthy();
  });
});
