/**
 * Display names (issue 16 item 3): what a guest may call themselves at a table. A name is normalised
 * to NFKC, its runs of spaces collapsed to one and trimmed; it must then be 1–`MAX_NAME_GRAPHEMES`
 * visible characters (grapheme clusters, so 👍🏽 counts once). Refused, with the reason:
 * - unpaired UTF-16 surrogates (checked before normalising);
 * - control characters (Cc: C0, DEL, C1), format characters (Cf: bidi embeddings/overrides/isolates,
 *   LRM/RLM, zero-width space/joiner/non-joiner, BOM, soft hyphen), line/paragraph separators
 *   (U+2028/U+2029), private-use and unassigned code points;
 * - other default-ignorable (invisible) code points such as U+3164 HANGUL FILLER, except the emoji
 *   variation selectors U+FE0E/U+FE0F;
 * - blank-looking characters that are neither space nor ignorable: U+2800 BRAILLE PATTERN BLANK;
 * - a character cluster made of combining marks only, or carrying more than `MAX_MARKS_PER_CLUSTER`
 *   of them (stacked marks overflow the line: "Z̶̶̶…"), and more than `MAX_NAME_CODE_POINTS` code points.
 * Pure (no I/O): the server checks with it and answers `BAD_NAME`; the web app may check early.
 */

/** Most visible characters (grapheme clusters) in a name. */
export const MAX_NAME_GRAPHEMES = 24;
/** Most combining marks on one character (Vietnamese and Indic clusters need up to 3). */
export const MAX_MARKS_PER_CLUSTER = 3;
/** Most code points in a normalised name (a 24-character name of clusters of 2–3 code points fits). */
export const MAX_NAME_CODE_POINTS = 64;
/** Longest raw input examined (UTF-16 code units); longer input is refused before any work. */
export const MAX_NAME_INPUT = 256;

/** A normalised name, or why the input is not one. */
export type NameCheck = { ok: true; name: string } | { ok: false; reason: string };

const LONE_SURROGATE = /\p{Cs}/u;
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;
const IGNORABLE = /(?![\uFE0E\uFE0F])\p{Default_Ignorable_Code_Point}/u;
const MARKS_ONLY = /^\p{M}+$/u;
const MARK = /\p{M}/gu;
const BLANK = /[\u2800]/u;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Normalises `raw` as a display name (see the module comment). Never throws. */
export function normalizeName(raw: string): NameCheck {
  if (raw.length > MAX_NAME_INPUT) return { ok: false, reason: `names are at most ${MAX_NAME_GRAPHEMES} characters` };
  if (LONE_SURROGATE.test(raw)) return { ok: false, reason: 'the name holds an unpaired surrogate (not valid Unicode text)' };
  const nfkc = raw.normalize('NFKC');
  // Name the character as typed when it is bad before normalising (U+3164, not what NFKC makes of it).
  const bad =
    FORBIDDEN.exec(raw) ?? IGNORABLE.exec(raw) ?? BLANK.exec(raw) ?? FORBIDDEN.exec(nfkc) ?? IGNORABLE.exec(nfkc) ?? BLANK.exec(nfkc);
  if (bad) {
    const cp = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return { ok: false, reason: `the name holds an invisible or control character (U+${cp})` };
  }
  const name = nfkc.replace(/\s+/gu, ' ').trim();
  const clusters = [...segmenter.segment(name)].map((s) => s.segment);
  if (clusters.length === 0) return { ok: false, reason: 'the name is empty' };
  if (clusters.length > MAX_NAME_GRAPHEMES) return { ok: false, reason: `names are at most ${MAX_NAME_GRAPHEMES} characters` };
  if (clusters.some((c) => MARKS_ONLY.test(c))) return { ok: false, reason: 'the name has a combining mark with no letter to carry it' };
  if (clusters.some((c) => (c.match(MARK)?.length ?? 0) > MAX_MARKS_PER_CLUSTER))
    return { ok: false, reason: `a character of the name carries more than ${MAX_MARKS_PER_CLUSTER} combining marks` };
  if ([...name].length > MAX_NAME_CODE_POINTS) return { ok: false, reason: `names are at most ${MAX_NAME_GRAPHEMES} characters` };
  return { ok: true, name };
}
