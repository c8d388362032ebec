/**
 * Sound effects (off by default, see settings): a short two-note chime when it becomes your turn,
 * synthesised with the Web Audio API so no audio files are needed.
 */
import { getSettings } from './store.js';

let ctx: AudioContext | null = null;

/** Plays the "your turn" chime if sound is on and the browser allows audio. */
export function playTurnChime(): void {
  if (!getSettings().sound || typeof AudioContext === 'undefined') return;
  try {
    ctx ??= new AudioContext();
    const now = ctx.currentTime;
    for (const [i, freq] of [660, 880].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      osc.type = 'sine';
      gain.gain.setValueAtTime(0.0001, now + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.12 + 0.3);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + i * 0.12);
      osc.stop(now + i * 0.12 + 0.32);
    }
  } catch {
    /* audio unavailable: stay silent */
  }
}
