// @vitest-environment jsdom
/**
 * Focus is not lost to the page body when the focused control of the board goes away (WCAG 2.4.3):
 * it moves to the first enabled control of the nearest panel still there, else of the board.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.js';
import { TableFrame } from '../table/TableFrame.js';

afterEach(cleanup);

/** A board whose hand loses the card played, and whose turn panel goes away at End turn. */
function Board() {
  const [hand, setHand] = useState(['A', 'B']);
  const [turn, setTurn] = useState(true);
  return (
    <TableFrame
      title="Trains"
      seats={[{ name: 'Ada', isBot: false, isYou: true }]}
      active={[0]}
      connection="local"
      log={hand.map((c) => ({ seat: 0, text: c }))}
      over={false}
      onLeave={() => {}}
    >
      <section aria-label="hand">
        <ul>
          {hand.map((c) => (
            <li key={c}>
              <button type="button" onClick={() => setHand(hand.filter((x) => x !== c))}>
                play {c}
              </button>
            </li>
          ))}
        </ul>
        <button type="button">play all</button>
      </section>
      {turn ? (
        <section aria-label="turn">
          <button type="button" onClick={() => setTurn(false)}>
            end turn
          </button>
        </section>
      ) : null}
      <button type="button">zoom</button>
    </TableFrame>
  );
}

describe('focus rescue on the board', () => {
  it('moves focus to the next control of the same panel, else of the board, never to the body', () => {
    const i18n = createI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Board />
      </I18nextProvider>,
    );
    const a = screen.getByText('play A');
    a.focus();
    fireEvent.click(a);
    expect(document.activeElement?.textContent).toBe('play B');
    fireEvent.click(screen.getByText('play B'));
    expect(document.activeElement?.textContent).toBe('play all');
    const end = screen.getByText('end turn');
    end.focus();
    fireEvent.click(end);
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.closest('main')).not.toBeNull();
    // Focus left on purpose (a click on nothing in particular) is left alone at the next render.
    const zoom = screen.getByText('zoom');
    zoom.focus();
    zoom.blur();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Board />
      </I18nextProvider>,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
