import type { BotFactory } from '../../../engine/contract.js';
import type { RailPassAction, RailPassView } from '../types.js';
import { fuzzBot } from './fuzz.js';
export function cooperativeBot(): BotFactory<RailPassView, RailPassAction> { return fuzzBot; }
