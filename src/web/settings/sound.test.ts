/** Sound effects (issue 19 item 2): silent unless switched on, loudness follows the volume, one cue per action. */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteGain, playSound, playSounds } from './sound.js';
import { getSettings, parseSettings, updateSettings } from './store.js';

/** A stand-in AudioContext that records the oscillators started and the peak of each gain. */
function fakeAudio() {
  const started: number[] = [];
  const peaks: number[] = [];
  const param = (record?: number[]) => ({
    value: 0,
    setValueAtTime: () => undefined,
    exponentialRampToValueAtTime: (v: number) => record?.push(v),
  });
  class FakeContext {
    currentTime = 0;
    state = 'running';
    destination = {};
    createOscillator() {
      return { type: 'sine', frequency: param(), connect: (g: unknown) => g, start: (t: number) => started.push(t), stop: () => undefined };
    }
    createGain() {
      const node = { gain: param(peaks), connect: (d: unknown) => d };
      return node;
    }
    resume() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return { started, peaks };
}

describe('sound effects', () => {
  const saved = getSettings();
  // One stand-in for the whole file: the module keeps its AudioContext once made.
  const audio = fakeAudio();
  beforeEach(() => {
    audio.started.length = 0;
    audio.peaks.length = 0;
  });
  afterEach(() => updateSettings({ sound: saved.sound, volume: saved.volume }));
  afterAll(() => vi.unstubAllGlobals());

  it('are off by default on a first visit, with a volume to use once switched on', () => {
    expect(parseSettings(null).sound).toBe(false);
    expect(parseSettings('{"name":"Ada"}').sound).toBe(false);
    expect(parseSettings(null).volume).toBe(70);
    expect(parseSettings('{"sound":true,"volume":250}')).toMatchObject({ sound: true, volume: 100 });
    expect(parseSettings('{"volume":-3}').volume).toBe(0);
    expect(parseSettings('{"volume":"loud"}').volume).toBe(70);
    expect(parseSettings('not json').sound).toBe(false);
    expect(noteGain(false, 100, 1)).toBe(0);
  });

  it('scale with the volume (0–100) and are silent at 0', () => {
    expect(noteGain(true, 0, 1)).toBe(0);
    expect(noteGain(true, 100, 1)).toBeCloseTo(0.2);
    expect(noteGain(true, 50, 1)).toBeCloseTo(0.1);
    expect(noteGain(true, 50, 0.5)).toBeCloseTo(0.05);
    expect(noteGain(true, 250, 1)).toBeCloseTo(0.2);
    expect(noteGain(true, Number.NaN, 1)).toBe(0);
  });

  it('play nothing while sound is off, and every cue when it is on', () => {
    updateSettings({ sound: false, volume: 80 });
    playSound('claim');
    expect(audio.started).toHaveLength(0);
    updateSettings({ sound: true, volume: 50 });
    for (const cue of ['draw', 'claim', 'buy', 'turn', 'end'] as const) playSound(cue);
    expect(audio.started.length).toBeGreaterThanOrEqual(5);
    // Each note rises to the volume's level at most (the turn chime's notes have level 1).
    expect(Math.max(...audio.peaks)).toBeCloseTo(noteGain(true, 50, 1));
  });

  it('play one cue once when an action reports it several times', async () => {
    updateSettings({ sound: true, volume: 100 });
    await new Promise((r) => setTimeout(r, 70));
    playSounds(['draw', 'draw', 'draw']);
    const once = audio.started.length;
    expect(once).toBe(1);
    playSound('draw');
    expect(audio.started.length).toBe(once);
  });
});
