/**
 * Sound effects (issue 19 item 2), synthesised with the Web Audio API: no audio files. The sounds
 * are our own code, under the project's MIT licence (package.json, README "Sound"). Off by default on
 * a first visit (settings `sound: false`); loudness from settings `volume` (0–100).
 *
 * Cues: `draw` (a card drawn or taken), `claim` (a route claimed, a rail laid), `buy` (a card bought),
 * `turn` (it became your turn), `end` (the game ended). Each is a few oscillator notes with short
 * envelopes, at most ~0.6 s; a cue that repeats within 60 ms (several events of one action) plays once.
 */
import { getSettings } from './store.js';

/** The sound cues. */
export type SoundCue = 'draw' | 'claim' | 'buy' | 'turn' | 'end';

/** One note: start (s after the cue), frequency (Hz), length (s), wave and relative level (0–1). */
interface Note {
  readonly at: number;
  readonly hz: number;
  readonly len: number;
  readonly wave: OscillatorType;
  readonly level: number;
  /** Frequency the note glides to (Hz), if it glides. */
  readonly to?: number;
}

/** The notes of every cue. */
const CUES: Readonly<Record<SoundCue, readonly Note[]>> = {
  // A soft paper flick: a quick falling triangle blip.
  draw: [{ at: 0, hz: 1250, to: 700, len: 0.09, wave: 'triangle', level: 0.5 }],
  // Train cars coupling: two low square clunks.
  claim: [
    { at: 0, hz: 196, len: 0.09, wave: 'square', level: 0.35 },
    { at: 0.11, hz: 262, len: 0.14, wave: 'square', level: 0.35 },
  ],
  // A coin: two bright sine notes.
  buy: [
    { at: 0, hz: 988, len: 0.08, wave: 'sine', level: 0.6 },
    { at: 0.07, hz: 1319, len: 0.22, wave: 'sine', level: 0.6 },
  ],
  // The two-note "your turn" chime.
  turn: [
    { at: 0, hz: 660, len: 0.3, wave: 'sine', level: 1 },
    { at: 0.12, hz: 880, len: 0.3, wave: 'sine', level: 1 },
  ],
  // A rising major arpeggio.
  end: [
    { at: 0, hz: 523, len: 0.25, wave: 'triangle', level: 0.8 },
    { at: 0.12, hz: 659, len: 0.25, wave: 'triangle', level: 0.8 },
    { at: 0.24, hz: 784, len: 0.4, wave: 'triangle', level: 0.8 },
  ],
};

/** Peak gain of a note at level 1 and volume 100. */
const PEAK = 0.2;

let ctx: AudioContext | null = null;
const lastPlayed = new Map<SoundCue, number>();

/** The gain (0–1) a note of `level` gets at `volume` (0–100): 0 when sound is off. Pure, for tests. */
export function noteGain(sound: boolean, volume: number, level: number): number {
  if (!sound || !(volume > 0)) return 0;
  return PEAK * level * Math.min(1, volume / 100);
}

/** Plays `cue` if sound is on and the browser allows audio (else nothing). */
export function playSound(cue: SoundCue): void {
  const { sound, volume } = getSettings();
  if (noteGain(sound, volume, 1) === 0 || typeof AudioContext === 'undefined') return;
  const nowMs = Date.now();
  if (nowMs - (lastPlayed.get(cue) ?? -Infinity) < 60) return;
  lastPlayed.set(cue, nowMs);
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume();
    const t0 = ctx.currentTime;
    for (const n of CUES[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const start = t0 + n.at;
      osc.type = n.wave;
      osc.frequency.setValueAtTime(n.hz, start);
      if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, start + n.len);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, noteGain(sound, volume, n.level)), start + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + n.len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + n.len + 0.02);
    }
  } catch {
    /* audio unavailable: stay silent */
  }
}

/** Plays each distinct cue of `cues` once. */
export function playSounds(cues: Iterable<SoundCue>): void {
  for (const cue of new Set(cues)) playSound(cue);
}
