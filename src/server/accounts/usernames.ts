/**
 * Usernames of accounts (issue 17 item 1): NFKC-normalised, then 3–20 characters, each a letter, a
 * digit, `_` or `-`. Control, format (bidi, zero-width), invisible and other characters are refused
 * with the offending code point named. Uniqueness is case-insensitive: `usernameKey` is the lower case
 * of the normalised name. Pure (no I/O).
 */

/** Shortest and longest username (code points after NFKC). */
export const USERNAME_LENGTH = { min: 3, max: 20 } as const;

/** A normalised username with its uniqueness key, or why the input is not one. */
export type UsernameCheck = { ok: true; username: string; key: string } | { ok: false; reason: string };

const ALLOWED = /^[\p{L}\p{N}_-]$/u;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}]/u;

/** The case-insensitive key of a normalised username. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/** Checks and normalises `raw` (see the module comment). Never throws. */
export function normalizeUsername(raw: string): UsernameCheck {
  if (raw.length > 4 * USERNAME_LENGTH.max) return { ok: false, reason: `usernames are at most ${USERNAME_LENGTH.max} characters` };
  if (/\p{Cs}/u.test(raw)) return { ok: false, reason: 'the username holds an unpaired surrogate' };
  const name = raw.normalize('NFKC');
  const chars = [...name];
  for (const c of chars) {
    if (ALLOWED.test(c)) continue;
    const cp = `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    if (INVISIBLE.test(c)) return { ok: false, reason: `the username holds an invisible or control character (${cp})` };
    return { ok: false, reason: `usernames use letters, digits, "_" and "-" only (not ${JSON.stringify(c)}, ${cp})` };
  }
  if (chars.length < USERNAME_LENGTH.min || chars.length > USERNAME_LENGTH.max)
    return { ok: false, reason: `usernames are ${USERNAME_LENGTH.min}–${USERNAME_LENGTH.max} characters, got ${chars.length}` };
  return { ok: true, username: name, key: usernameKey(name) };
}
