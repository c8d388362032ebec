/**
 * Rail Pass (docs/rules/rail-pass.md RP-1…RP-21): the real-time co-operative game module. Game time is integer ms since
 * the match started (= since the round started in a 1-round match); every action carries the
 * server time `at`; `advance(state, now)` runs arrivals and the round end; `nextEventAt` says when.
 *
 * Exports the module (`railPass`) and the State / Action / View / Outcome types for the server and
 * the web UI.
 */
import type { GameModule, Outcome as ContractOutcome } from '../../engine/contract.js';
import { parseConfig } from './config.js';
import { parseAction } from './actions.js';
import { setup } from './setup.js';
import { activeSeats, advance, apply, nextEventAt } from './rules.js';
import { legalActions } from './legal.js';
import { view } from './view.js';
import { outcome } from './outcome.js';
import { describeAction } from './describe.js';
import { RailPassErrors } from './errors.js';
import { botSeedOf } from './prng.js';
import { cooperativeBot, fuzzBot, plannerBot, profileBot, profileNamed } from './bots/index.js';
import type { RailPassAction, RailPassBreakdown, RailPassConfig, RailPassState, RailPassTeam, RailPassView } from './types.js';

/** State, Action, View, Config, Outcome and team types for the server and the web UI. */
export type * from './types.js';
export { parseAction } from './actions.js';

/** The Rail Pass outcome: team result in `team`, the team score for every seat (RP-17). */
export type RailPassOutcome = ContractOutcome<RailPassBreakdown, RailPassTeam>;

/** The Rail Pass game module. */
export const railPass: GameModule<RailPassConfig, RailPassState, RailPassAction, RailPassView, RailPassOutcome> = {
  id: 'rail-pass',
  title: 'Rail Pass',
  seats: { min: 2, max: 6 },
  parseConfig,
  parseAction,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  outcome,
  advance,
  nextEventAt,
  pausedCode: RailPassErrors.PAUSED,
  /** A disconnected human's seat goes to a bot after `botTakeoverAfterMs` (RP-20.1; 0: never). */
  awayAfterMs: (config) => (config.botTakeoverAfterMs > 0 ? config.botTakeoverAfterMs : null),
  /** Each bot's own generator: roundSeed XOR n for seat Pn (seat index + 1), new each round (RP-20.4). */
  botSeed: (state, seat) => botSeedOf(state.matchSeed, state.round, seat),
  /** cooperative (600–1200 ms reactions), planner (cooperative with look-ahead out of jams, same timing), the RP-20.3 timing profiles, and random (fuzzing). */
  bots: {
    easy: profileBot(profileNamed('relaxed')),
    normal: cooperativeBot(),
    hard: plannerBot(),
    cooperative: cooperativeBot(),
    planner: plannerBot(),
    steady: profileBot(profileNamed('steady')),
    relaxed: profileBot(profileNamed('relaxed')),
    sharp: profileBot(profileNamed('sharp')),
    random: fuzzBot,
  },
  turns: (state) => state.actionCount,
  describeAction,
  /** `matchSeed` fixes every round's draws (RP-4.1), so the server treats it as a seed. */
  seedConfigKeys: ['matchSeed'],
};
