/**
 * Fitting SVG labels into their space (a hex, a circle card) without measuring the DOM, so boards
 * render the same on the server, in jsdom and in the browser. Widths are in SVG user units.
 */

/**
 * Approximate advance width of `text` in the bold UI font at `px`: 0.62 em per Latin letter or
 * digit, 0.3 em per space, 1 em per wide (Hangul, CJK) character — a slight overestimate, so a label
 * judged to fit does fit.
 */
export function labelWidth(text: string, px: number): number {
  let em = 0;
  for (const ch of text) em += ch === ' ' ? 0.3 : WIDE.test(ch) ? 1 : 0.62;
  return em * px;
}

/** A wide (Hangul, CJK) character. */
const WIDE = /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/;

/** True if `text` has a wide (Hangul, CJK) character: such labels need a larger size to stay legible. */
export function hasWideChars(text: string): boolean {
  return WIDE.test(text);
}

/**
 * SVG `<text>` attributes that keep a label inside `maxWidth`: none when it fits at `px`, else
 * `textLength` + `lengthAdjust="spacingAndGlyphs"`, which squeezes it to exactly `maxWidth`.
 */
export function labelFit(text: string, px: number, maxWidth: number): { textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  return labelWidth(text, px) <= maxWidth ? {} : { textLength: Math.floor(maxWidth), lengthAdjust: 'spacingAndGlyphs' };
}
