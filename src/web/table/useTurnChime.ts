/** Plays the turn chime (if sound is on) each time `yourTurn` becomes true. */
import { useEffect, useRef } from 'react';
import { playTurnChime } from '../settings/sound.js';

/** React hook: chimes on the rising edge of `yourTurn`. */
export function useTurnChime(yourTurn: boolean): void {
  const was = useRef(yourTurn);
  useEffect(() => {
    if (yourTurn && !was.current) playTurnChime();
    was.current = yourTurn;
  }, [yourTurn]);
}
