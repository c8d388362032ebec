// @vitest-environment jsdom
/**
 * The seat strip's online tags: a player whose time ran out and whose seat a substitute bot plays is
 * "away" while still connected, and "offline" only when the connection is gone (English and Korean).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.js';
import { en } from '../i18n/en.js';
import { ko } from '../i18n/ko.js';
import { TableFrame, type FrameSeat } from './TableFrame.js';

afterEach(cleanup);

function frame(seats: readonly FrameSeat[], language: 'en' | 'ko' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <TableFrame title="HellRail" seats={seats} active={[0]} connection="open" log={[]} over={false} onLeave={() => {}}>
        <p>board</p>
      </TableFrame>
    </I18nextProvider>,
  );
}

const seatText = (i: number) => screen.getByTestId(`seat-bot-${i}`).closest('.seat-name')?.textContent ?? '';

describe('online seat tags', () => {
  it('an away player who is still connected is "away", not "offline"; a dropped one is "offline"', () => {
    frame([
      { name: 'Ada', isBot: false, isYou: true, connected: true },
      { name: 'Bo', isBot: true, isYou: false, connected: true, away: true },
      { name: 'Cy', isBot: true, isYou: false, connected: false, away: true },
    ]);
    expect(seatText(1)).toContain(en.table.awayTag);
    expect(seatText(1)).not.toContain(en.table.disconnected);
    expect(seatText(2)).toContain(en.table.disconnected);
    expect(screen.queryByTestId('seat-away-0')).toBeNull();
  });

  it('says it in Korean', () => {
    frame([{ name: 'Bo', isBot: true, isYou: false, connected: true, away: true }], 'ko');
    expect(screen.getByTestId('seat-away-0').textContent).toBe(ko.table.awayTag);
  });
});
