/**
 * Player views (HR-15): own hand private, set-out piles face down (count public, cards private until
 * game end), reserve identities hidden, face-down circle tokens hidden, draw pile as a count; private
 * events (Gluttony steals, Lust peeks) only for the seats allowed to see them.
 */
import { actor } from './rules.js';
import type { HrState, HrView } from './types.js';

/** What `seat` may know (null = spectator, HR-15.1). Shares unchanged structures with `s` (read-only). */
export function view(s: HrState, seat: number | null): HrView {
  const over = s.phase === 'GAME_OVER';
  return {
    game: 'hellrail',
    seat,
    config: s.config,
    seats: s.seats,
    phase: s.phase,
    active: s.active,
    actors: over ? [] : [actor(s)],
    firstSeat: s.firstSeat,
    round: s.round,
    turn: s.turn,
    drawPileSize: s.drawPile.length,
    discard: s.discard,
    revealed: s.revealed,
    board: s.board,
    circleTokens: s.circleTokens.map((t, i) => (s.circleFaceUp[i] ? t : null)),
    claimed: s.claimed,
    reserveSize: s.reserve.length,
    floating: s.floating,
    supply: s.supply,
    cerberus: s.cerberus,
    players: s.players.map((p, k) => ({
      handSize: p.hand.length,
      hand: k === seat ? p.hand : null,
      stolen: k === seat ? p.stolen : null,
      train: p.train,
      setOutCount: p.setOut.length,
      setOut: k === seat || over ? p.setOut : null,
      heresy: p.heresy,
      boatman: p.boatman,
      tender: p.tender,
      soulCatcher: p.soulCatcher,
      engineToken: p.engineToken,
      pos: p.pos,
    })),
    move: s.move,
    entering: s.entering,
    gluttony: s.gluttony ? { blocked: s.gluttony.blocked } : null,
    gluttonyUsed: s.gluttonyUsed,
    reaction: s.reaction,
    thievery: s.thievery,
    events: s.events.filter((e) => !('visibleTo' in e) || (seat !== null && e.visibleTo.includes(seat))),
  };
}
