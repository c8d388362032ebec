/**
 * The seats the new-game form starts with (issue 19): on this device the player against bots, so
 * Play starts a game at once; online the creator plus one open seat for a friend, so a new table
 * waits for someone to join instead of starting with bots only (bots can still be added).
 */

/** One seat row of the form: `kind` is 'human' or 'bot:<name>'; `name` is the typed name ('' = default). */
export interface SeatForm {
  readonly kind: string;
  readonly name: string;
}

/**
 * The starting seats for a game of `seats.min`–`seats.max` players: online two humans (padded with
 * `bot` up to `seats.min`); on this device one human and `bot` in the other seats, four seats at
 * most and never fewer than `seats.min` or two.
 */
export function defaultSeats(online: boolean, bot: string, seats: { readonly min: number; readonly max: number }): SeatForm[] {
  const human: SeatForm = { kind: 'human', name: '' };
  const robot: SeatForm = { kind: `bot:${bot}`, name: '' };
  if (online) return [human, human, ...Array.from({ length: Math.max(0, seats.min - 2) }, () => robot)];
  const count = Math.max(2, seats.min, Math.min(4, seats.max));
  return [human, ...Array.from({ length: count - 1 }, () => robot)];
}
