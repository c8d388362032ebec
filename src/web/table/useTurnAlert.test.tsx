// @vitest-environment jsdom
/**
 * Turn alerts: a "(1) " title badge while a seat may act (the table's title says "Your turn" once),
 * one opt-in notification per turn while hidden.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.js';
import { updateSettings } from '../settings/store.js';
import { useTurnAlert } from './useTurnAlert.js';
import { TableFrame } from './TableFrame.js';

function Probe({ yourTurn }: { yourTurn: boolean }) {
  useTurnAlert(yourTurn, 'Ticket to Ride');
  return null;
}

/** An online table as OnlineTablePage nests it: the alert in the page, the frame (and its title) inside. */
function Table({ yourTurn }: { yourTurn: boolean }) {
  useTurnAlert(yourTurn, 'Ticket to Ride');
  return (
    <TableFrame
      title="Ticket to Ride"
      seats={[
        { name: 'Ada', isBot: false, isYou: true },
        { name: 'Bo', isBot: false, isYou: false },
      ]}
      active={[yourTurn ? 0 : 1]}
      connection="open"
      log={[]}
      over={false}
      onLeave={() => {}}
    >
      board
    </TableFrame>
  );
}

const shown: { title: string; body?: string }[] = [];
class FakeNotification {
  static permission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options?: { body?: string }) {
    shown.push({ title, ...(options?.body ? { body: options.body } : {}) });
  }
  close(): void {}
}

let hidden = false;
beforeEach(() => {
  shown.length = 0;
  document.title = 'Roundhouse';
  vi.stubGlobal('Notification', FakeNotification);
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  updateSettings({ notify: false });
  hidden = false;
  delete (document as unknown as { hidden?: boolean }).hidden; // back to jsdom's own getter
});

const renderAt = (i18n: ReturnType<typeof createI18n>, yourTurn: boolean) => (
  <I18nextProvider i18n={i18n}>
    <Probe yourTurn={yourTurn} />
  </I18nextProvider>
);

describe('useTurnAlert', () => {
  it('badges the title while it is my turn and restores it after', () => {
    const i18n = createI18n('en');
    const view = render(renderAt(i18n, false));
    expect(document.title).toBe('Roundhouse');
    view.rerender(renderAt(i18n, true));
    expect(document.title).toBe('(1) Roundhouse');
    view.rerender(renderAt(i18n, false));
    expect(document.title).toBe('Roundhouse');
    expect(shown).toEqual([]); // not opted in
  });

  it('says "Your turn" once at a table: "(1) Ticket to Ride — Your turn · Roundhouse"', () => {
    const i18n = createI18n('en');
    const table = (yourTurn: boolean) => (
      <I18nextProvider i18n={i18n}>
        <Table yourTurn={yourTurn} />
      </I18nextProvider>
    );
    const view = render(table(false));
    expect(document.title).toBe('Ticket to Ride — Bo’s turn · Roundhouse');
    view.rerender(table(true));
    expect(document.title).toBe('(1) Ticket to Ride — Your turn · Roundhouse');
    view.rerender(table(false));
    expect(document.title).toBe('Ticket to Ride — Bo’s turn · Roundhouse');
    view.rerender(table(true));
    expect(document.title).toBe('(1) Ticket to Ride — Your turn · Roundhouse');
  });

  it('notifies once per arriving turn, only when opted in and the tab is hidden (Korean text)', () => {
    updateSettings({ notify: true });
    const i18n = createI18n('ko');
    hidden = false;
    const view = render(renderAt(i18n, true));
    expect(shown).toEqual([]); // visible tab: the title is enough
    expect(document.title).toBe('(1) Roundhouse');
    view.rerender(renderAt(i18n, false));
    hidden = true;
    view.rerender(renderAt(i18n, true));
    view.rerender(renderAt(i18n, true));
    expect(shown).toEqual([{ title: '내 차례', body: 'Ticket to Ride에서 내 차례입니다.' }]);
  });
});
