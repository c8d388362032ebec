/**
 * Rail Pass (RP-1…RP-21): the real-time co-operative game module. Game time is integer ms since
 * the match started (= since the round started in a 1-round match); every action carries the
 * server time `at`; `advance(state, now)` runs arrivals and the round end; `nextEventAt` says when.
 *
 * Exports the module (`railPass`) and the State / Action / View / Outcome types for the server and
 * the web UI.
 */
import type { GameModule, Outcome as ContractOutcome } from '../../engine/contract.js';
import { RoundhouseError } from '../../engine/result.js';
import { hashSeed } from '../../engine/rng.js';
import { advanceMatch, nextEventAtMatch } from './clock.js';
import { configSetup, parseConfig } from './config.js';
import { describeAction } from './describe.js';
import { legalActions } from './legal.js';
import { applyAction } from './rules.js';
import { matchOutcome } from './score.js';
import { setupRound } from './state.js';
import { viewOf } from './view.js';
import { parseAction } from './parse.js';
import { cooperativeBot, fuzzBot, profileBot, profileNamed } from './bots/index.js';
import type { RailPassAction, RailPassBreakdown, RailPassConfig, RailPassState, RailPassTeam, RailPassView } from './types.js';

/** State, Action, View, Config, Outcome and team types for the server and the web UI. */
export type * from './types.js';
export { RP, type RpCode } from './rules.js';
export { parseConfig, fingerprint, DEFAULT_SETUP_BY_PLAYERS } from './config.js';
export { SETUPS, CITIES, CITY_INFO } from './data.js';
export { parseAction } from './parse.js';
export { rpLog, recordBest, type RpLogEntry, type RpLogHeader } from './log.js';
export { checkInvariants } from './invariants.js';
export { effectsBetween, type RailPassEffect } from './effects.js';

/** The Rail Pass outcome: team result in `team`, the team score for every seat (RP-17). */
export type RailPassOutcome = ContractOutcome<RailPassBreakdown, RailPassTeam>;

/** Short aliases for clients: `import type { State, Action, View, Outcome } from '…/rail-pass/index.js'`. */
export type { RailPassState as State, RailPassAction as Action, RailPassView as View, RailPassConfig as Config };
/** The Rail Pass outcome (alias of RailPassOutcome). */
export type Outcome = RailPassOutcome;

/** The Rail Pass game module. */
export const railPass: GameModule<RailPassConfig, RailPassState, RailPassAction, RailPassView, RailPassOutcome> = {
  id: 'rail-pass',
  title: 'Rail Pass',
  seats: { min: 2, max: 6 },
  parseConfig,
  parseAction,
  /** Round 1 of a match (RP-4); matchSeed = config.matchSeed, else FNV-1a of `seed` as uint32. */
  setup(config, seed, seats) {
    const setup = configSetup(config);
    if (setup.players !== seats) throw new RoundhouseError('BAD_CONFIG', `setup ${setup.id} is for ${setup.players} players, not ${seats}`);
    const matchSeed = config.matchSeed ?? hashSeed(seed) >>> 0;
    return setupRound(config, setup, matchSeed, 1, 0);
  },
  /** Seats that may act now: every seat that is not busy (RP-6.7) while the match runs. */
  activeSeats(state) {
    if (state.over) return [];
    const out: number[] = [];
    for (const name in state.seats) if (state.seats[name]!.busyUntil <= state.clock) out.push(Number(name.slice(1)) - 1);
    return out.sort((a, b) => a - b);
  },
  legalActions,
  apply: applyAction,
  view: viewOf,
  outcome: matchOutcome,
  advance: advanceMatch,
  nextEventAt: nextEventAtMatch,
  /** cooperative (600–1200 ms reactions), the RP-20.3 timing profiles, and random (fuzzing). */
  bots: {
    cooperative: cooperativeBot(),
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

export default railPass;
