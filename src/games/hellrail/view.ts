/**
 * Player views (HR-15): own hand private, set-out piles face down (count public, cards private until
 * game end), reserve identities hidden, face-down circle tokens hidden, draw pile as a count; private
 * events (Gluttony steals, Lust peeks) only for the seats allowed to see them. See
 * docs/rules/hellrail.md HR-15.
 *
 * The view keeps the flat wire shape clients know (`phase` plus `move`, `entering`, `gluttony`,
 * `reaction`, `thievery`, null when not in use): during a REACTION the suspended push's move and the
 * suspended Gluttony are shown in `move` and `gluttony`, as before.
 */
import { actor } from './rules.js';
import type { HrState, HrView, HrViewStep } from './types.js';

/** The view's sub-phase fields of `s` (HR-15). */
function stepView(s: HrState): HrViewStep {
  const none = { move: null, entering: null, gluttony: null, reaction: null, thievery: null } as const;
  switch (s.phase) {
    case 'MOVING':
      return { ...none, phase: s.phase, move: s.move };
    case 'CIRCLE_ENTRY':
      return { ...none, phase: s.phase, entering: s.entering };
    case 'GLUTTONY':
      return { ...none, phase: s.phase, gluttony: { blocked: s.gluttony.blocked } };
    case 'THIEVERY_GIVE':
      return { ...none, phase: s.phase, thievery: s.thievery };
    case 'REACTION': {
      const { seat, resume } = s.reaction;
      if (resume.kind === 'STEP') {
        const { move, ...shown } = resume;
        return { ...none, phase: s.phase, move, reaction: { seat, resume: shown } };
      }
      if (resume.kind === 'GLUTTONY') {
        const { gluttony, ...shown } = resume;
        return { ...none, phase: s.phase, gluttony: { blocked: gluttony.blocked }, reaction: { seat, resume: shown } };
      }
      return { ...none, phase: s.phase, reaction: { seat, resume } };
    }
    default:
      return { ...none, phase: s.phase };
  }
}

/** What `seat` may know (null = spectator, HR-15.1). Shares unchanged structures with `s` (read-only). */
export function view(s: HrState, seat: number | null): HrView {
  const over = s.phase === 'GAME_OVER';
  return {
    game: 'hellrail',
    seat,
    config: s.config,
    seats: s.seats,
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
    ...stepView(s),
    gluttonyUsed: s.gluttonyUsed,
    events: s.events.filter((e) => !('visibleTo' in e) || (seat !== null && e.visibleTo.includes(seat))),
  };
}
