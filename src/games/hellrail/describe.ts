/**
 * describeAction: one plain-English line per HellRail action, for logs and the CLI.
 * Rules: docs/rules/hellrail.md.
 */
import { CARDS, EFFECT_NAMES } from './data.js';
import type { HrAction, HrState } from './types.js';

const COLOURS = ['Blue', 'Green', 'Red', 'Yellow'];
const card = (id: string) => {
  const c = CARDS[id];
  return c ? `${id} (${c.shape.toLowerCase()}, ${c.pickup}→${c.setOut}, value ${c.carValue}, brimstone ${c.brimstone})` : id;
};
const at = (c: { x: number; y: number }) => `(${c.x},${c.y})`;

/** Player colour name of a seat (HR-2 engines: blue, green, red, yellow). */
export const seatName = (seat: number): string => COLOURS[seat] ?? `Seat ${seat}`;

/** One line describing `action` by `seat` in `state` (the state before the action). */
export function describeAction(s: HrState, seat: number, a: HrAction): string {
  const who = seatName(seat);
  switch (a.type) {
    case 'PICK_UP':
      return `${who} picks up ${card(a.card)} as a car`;
    case 'SET_OUT':
      return `${who} sets out a car`;
    case 'LAY_RAIL':
      return `${who} lays ${card(a.card)} at ${at(a.cell)}, rotation ${a.rotation}`;
    case 'UPGRADE_RAIL':
      return `${who} upgrades ${at(a.cell)} with ${card(a.card)}, rotation ${a.rotation}`;
    case 'MOVE_START':
      return `${who} starts a move with ${card(a.card)}: ${CARDS[a.card]?.carValue ?? '?'} movement points${a.cerberusCards?.length ? `, paying Cerberus with ${a.cerberusCards.join(', ')}` : ''}`;
    case 'STEP':
      return `${who} steps ${a.exit}${a.pushExit ? `, pushing out ${a.pushExit}` : ''}${a.soulCatcherCar ? `, Soul Catcher on ${a.soulCatcherCar}` : ''}`;
    case 'JUMP':
      return `${who} jumps ${a.exit} with the Boatman, discarding ${card(a.card)}`;
    case 'STOP':
      return `${who} stops`;
    case 'USE_CIRCLE_EFFECT': {
      const c = s.entering?.circle;
      const token = c && c !== 'G' ? s.circleTokens[c - 1] : undefined;
      const t = token ? EFFECT_NAMES[token] : 'the circle effect';
      return `${who} uses ${t}${a.params ? ` ${JSON.stringify(a.params)}` : ''}`;
    }
    case 'USE_ENGINE_TOKEN': {
      const t = s.players[seat]?.engineToken;
      return `${who} uses the engine-card token ${t ? EFFECT_NAMES[t] : ''}${a.params ? ` ${JSON.stringify(a.params)}` : ''}`;
    }
    case 'DECLINE_EFFECT':
      return `${who} declines the circle effect`;
    case 'ROTATE':
      return `${who} discards ${card(a.card)} to turn ${at(a.cell)} to rotation ${a.rotation} (False Path)`;
    case 'FINISH':
      return `${who} finishes False Path`;
    case 'STEAL':
      return `${who} steals a card from ${seatName(a.from)} (Gluttony)`;
    case 'GIVE_CAR':
      return `${who} gives ${card(a.car)} (Thievery)`;
    case 'HERESY_BLOCK':
      return `${who} spends a Heresy token to block the effect`;
    case 'HERESY_ALLOW':
      return `${who} lets the effect happen`;
    case 'STOKE':
      return `${who} fans the flames with ${card(a.card)} and draws ${CARDS[a.card]?.brimstone ?? '?'}`;
    case 'END_TURN':
      return `${who} ends the turn`;
    case 'DISCARD':
      return `${who} discards ${card(a.card)} down to the hand limit`;
  }
}
