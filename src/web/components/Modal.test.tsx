// @vitest-environment jsdom
/** The one modal dialog: native <dialog>, Escape (its cancel event) calls onClose, focus returns to the opener. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal.js';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? (
        <Modal
          labelledBy="t"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          testId="m"
        >
          <h2 id="t">Title</h2>
          <button type="button">inside</button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  afterEach(cleanup);

  it('opens as a dialog named by its heading; the cancel event (Escape) closes it and focus returns to the opener', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog.tagName).toBe('DIALOG');
    screen.getByRole('button', { name: 'inside' }).focus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores the cancel event without onClose and does not close on a backdrop click unless asked', () => {
    render(
      <Modal labelledBy="x" testId="m">
        <h2 id="x">Stay</h2>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Stay' });
    const ev = new Event('cancel', { cancelable: true });
    fireEvent(dialog, ev);
    expect(ev.defaultPrevented).toBe(true);
    fireEvent.click(dialog, { clientX: -5, clientY: -5 });
    expect(screen.getByRole('dialog', { name: 'Stay' })).toBeTruthy();
  });
});
