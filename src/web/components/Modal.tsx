/**
 * The one modal dialog of the app, on the native `<dialog>` opened with `showModal()`: the browser
 * moves focus in, keeps Tab inside (the rest of the page is inert; Tab also wraps from the last
 * control to the first instead of leaving for the browser's own controls) and turns Escape into a `cancel`
 * event, which calls `onClose` (or is ignored when the dialog has no `onClose`). When the dialog
 * unmounts, focus returns to the element that had it when the dialog opened (issue 18).
 * Environments without `showModal` (jsdom in unit tests) get a plain open `<dialog>`.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The enabled, rendered focusable elements inside `root`, in DOM order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
  );
}

/** Wraps Tab from the last focusable element to the first (and Shift+Tab back), so focus never leaves for the browser's own controls. */
function wrapTab(e: KeyboardEvent<HTMLDialogElement>): void {
  if (e.key !== 'Tab') return;
  const items = focusables(e.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/** Props of `Modal`. */
export interface ModalProps {
  /** Id of the element naming the dialog (usually its `<h2>`). */
  readonly labelledBy: string;
  /** Extra classes beside `modal` (per-dialog sizing). */
  readonly className?: string;
  /** `side`: at ≥ 900 px the dialog sits at the right edge over a lighter backdrop, leaving the board visible. */
  readonly placement?: 'center' | 'side';
  /** Called on Escape (and on a backdrop click with `closeOnBackdrop`); without it Escape is ignored. */
  readonly onClose?: () => void;
  /** A click on the backdrop calls `onClose` too (default false). */
  readonly closeOnBackdrop?: boolean;
  readonly testId?: string;
  /** Extra `data-*` attributes for tests and styling. */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
  readonly children: ReactNode;
}

/** A modal `<dialog>`; render it to open it, unmount it to close it. */
export function Modal({
  labelledBy,
  className,
  placement = 'center',
  onClose,
  closeOnBackdrop = false,
  testId,
  data,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The opener may be an SVG control (a map route or hex), so HTML and SVG elements both count.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement || active instanceof SVGElement ? active : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  const classes = ['modal', placement === 'side' ? 'modal-side' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={labelledBy}
      data-testid={testId}
      {...data}
      onKeyDown={wrapTab}
      onCancel={(e) => {
        e.preventDefault();
        closeRef.current?.();
      }}
      onClick={(e) => {
        // A click whose target is the <dialog> itself landed on its ::backdrop (the content fills the box).
        if (closeOnBackdrop && e.target === e.currentTarget) {
          const r = e.currentTarget.getBoundingClientRect();
          const outside = e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
          if (outside) closeRef.current?.();
        }
      }}
    >
      {children}
    </dialog>
  );
}
