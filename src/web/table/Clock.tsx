/** A seat's chess-style clock: counts down once a second while the seat is to act. */
import { useEffect, useState } from 'react';

/** Formats ms as m:ss (or h:mm:ss). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Props of `Clock`: remaining `ms` as measured at `since` (epoch ms). */
export interface ClockProps {
  readonly ms: number;
  readonly running: boolean;
  readonly since: number;
  readonly label: string;
}

/** The clock display. */
export function Clock({ ms, running, since, label }: ClockProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(id);
  }, [running]);
  const left = running ? ms - Math.max(0, now - since) : ms;
  return (
    <span className={`clock${running ? ' is-running' : ''}${left < 30_000 ? ' is-low' : ''}`} aria-label={label} role="timer">
      {formatClock(left)}
    </span>
  );
}
