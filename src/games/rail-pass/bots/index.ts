/** Rail Pass bots: `cooperative` (the team strategy of the bot notes), `planner` (cooperative plus look-ahead when deliveries stall) and `random` (fuzzing). Rules: docs/rules/rail-pass.md. */
export { fuzzBot } from './fuzz.js';
export { cooperativeBot, profileBot, profileNamed } from './cooperative.js';
export { plannerBot } from './planner.js';
