// @vitest-environment jsdom
/**
 * Popovers and tooltips close without moving the pointer (WCAG 2.2 SC 1.4.13): the table's game menu
 * on Escape (focus back on its button) and on a press outside it; a Trains card's rule tip on Escape.
 * The game menu also links to the game's rules.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.js';
import { TableFrame } from '../table/TableFrame.js';
import { CardView } from '../../games/trains/ui/CardView.js';
import { renderWithI18n } from '../../games/trains/ui/testing.js';

afterEach(cleanup);

function Frame({ menu = true, language = 'en' }: { menu?: boolean; language?: 'en' | 'ko' }) {
  return (
    <I18nextProvider i18n={createI18n(language)}>
      <TableFrame
        title="Trains"
        seats={[{ name: 'Ada', isBot: false, isYou: true }]}
        active={[0]}
        connection="open"
        log={[]}
        over={false}
        onLeave={() => {}}
        menu={menu ? <button type="button">Bot pace</button> : undefined}
        rulesGame="trains"
      >
        <p>board</p>
      </TableFrame>
    </I18nextProvider>
  );
}

/** Opens the game menu as a click on its summary does (jsdom does not toggle <details> on click). */
function openMenu(menu: HTMLDetailsElement): void {
  act(() => {
    menu.open = true;
    menu.dispatchEvent(new Event('toggle'));
  });
}

describe('dismissing popovers (useDismiss)', () => {
  it('Escape closes the game menu and puts focus back on its button', () => {
    render(<Frame />);
    const menu = screen.getByTestId('game-menu') as HTMLDetailsElement;
    openMenu(menu);
    screen.getByRole('button', { name: 'Bot pace' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
  });

  it('a press outside closes the game menu; a press inside does not', () => {
    render(<Frame />);
    const menu = screen.getByTestId('game-menu') as HTMLDetailsElement;
    openMenu(menu);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Bot pace' }));
    expect(menu.open).toBe(true);
    fireEvent.pointerDown(screen.getByText('board'));
    expect(menu.open).toBe(false);
  });

  it('the game menu links to the rules in a new tab, also on a table with no other menu entry, in both languages', () => {
    render(<Frame menu={false} />);
    const link = screen.getByRole('link', { name: 'Rules (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/rules/trains');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.closest('[data-testid=game-menu]')).not.toBeNull();
    cleanup();
    render(<Frame language="ko" />);
    expect(screen.getByRole('link', { name: '규칙 (새 탭에서 열림)' }).getAttribute('href')).toBe('/rules/trains');
  });

  it("Escape hides a Trains card's pinned rule tip", () => {
    renderWithI18n(<CardView card="garage" />);
    const tip = screen.getByRole('tooltip', { hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'Rules of Garage' }));
    expect(tip.className).toContain('is-open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip.className).not.toContain('is-open');
  });
});
