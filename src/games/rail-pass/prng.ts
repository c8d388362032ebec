/**
 * The round generator (docs/rules/rail-pass.md RP-4.1, RP-4.2): mulberry32 with a uint32 state kept in the game state, and the
 * per-round seed. The spec fixes this algorithm (WE-1 test vector), so Rail Pass uses it instead of
 * the platform's generic generator.
 */

/** roundSeed(r) = (matchSeed + (r − 1) × 0x9E3779B9) mod 2^32 (RP-4.1). r is 1-based. */
export function roundSeed(matchSeed: number, round: number): number {
  return (matchSeed + Math.imul(round - 1, 0x9e3779b9)) >>> 0;
}

/**
 * One mulberry32 step (RP-4.2): from uint32 state `a`, returns `[u, nextState]` with u in [0, 1).
 * Pure, so the state can live in the game state.
 */
export function mulberry32Next(a: number): [number, number] {
  a |= 0;
  a = (a + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a >>> 0];
}

/** A mutable cursor over a mulberry32 stream; read `.state` back into the game state when done. */
export class Mulberry {
  constructor(public state: number) {}
  /** The next u in [0, 1). */
  next(): number {
    const [u, s] = mulberry32Next(this.state);
    this.state = s;
    return u;
  }
}

/** The seed of seat Pn's bot generator (n = seat index + 1) in round `round`: roundSeed XOR n (RP-20.4). */
export function botSeedOf(matchSeed: number, round: number, seat: number): number {
  return (roundSeed(matchSeed, round) ^ (seat + 1)) >>> 0;
}
