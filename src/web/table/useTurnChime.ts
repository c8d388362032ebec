/** Table sounds of the frame: the turn chime and the game-end cue (if sound is on). */
import { useEffect, useRef } from 'react';
import { playSound } from '../settings/sound.js';

/** React hook: chimes on the rising edge of `yourTurn`, and plays the end cue when `over` becomes true. */
export function useTurnChime(yourTurn: boolean, over = false): void {
  const was = useRef(yourTurn);
  const wasOver = useRef(over);
  useEffect(() => {
    if (yourTurn && !was.current && !over) playSound('turn');
    was.current = yourTurn;
  }, [yourTurn, over]);
  useEffect(() => {
    if (over && !wasOver.current) playSound('end');
    wasOver.current = over;
  }, [over]);
}
