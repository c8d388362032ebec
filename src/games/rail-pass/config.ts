/**
 * Rail Pass configuration (docs/rules/rail-pass.md RP-19): validation with zod, defaults, the timer cap (RP-19.1), timing
 * presets and the record fingerprint (RP-17.8). `parseConfig(parseConfig(x))` equals `parseConfig(x)`,
 * so parsed configs stored in records replay unchanged.
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { DEFAULT_TIMING, TIMER, findSetup, type SetupDef, type Timing } from './data.js';
import { resolveSetup } from './graph.js';
import type { RailPassConfig, ResolvedSetup } from './types.js';

/** Default setup per seat count when the config names none: the easiest setup for that count. */
export const DEFAULT_SETUP_BY_PLAYERS: Readonly<Record<number, string>> = {
  2: '2p-h-to-i',
  3: '3p-circle',
  4: '4p-h-to-i',
  5: '5p-point-to-point',
  6: '6p-circle',
};

const ms = z.number().int().min(0);
const edgeMs = z.strictObject({ open: ms, tunnel: ms, bridge: ms }).partial();
const timingSchema = z
  .strictObject({
    actionMs: z
      .strictObject({
        load: ms,
        park: ms,
        lift: ms,
        send: ms,
        sendExtra: edgeMs,
        transfer: ms,
        transferPerCube: ms,
        moveEngineer: ms,
      })
      .partial(),
    transitMs: edgeMs,
    expressTransitMs: edgeMs,
  })
  .partial();

const seatDriver = z.union([
  z.strictObject({ driver: z.literal('human'), userId: z.string().optional() }),
  z.strictObject({ driver: z.literal('bot'), profile: z.string().optional() }),
]);

const cityList = z.array(z.enum(['A', 'B', 'C', 'D', 'E', 'F']));
const setupDefSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  players: z.number().int().optional(),
  control: z.record(z.string(), cityList),
  edges: z.array(
    z.object({
      between: z.tuple([z.enum(['A', 'B', 'C', 'D', 'E', 'F']), z.enum(['A', 'B', 'C', 'D', 'E', 'F'])]),
      type: z.enum(['open', 'tunnel', 'bridge']),
    }),
  ),
  blocked: z.array(z.tuple([z.enum(['A', 'B', 'C', 'D', 'E', 'F']), z.enum(['A', 'B', 'C', 'D', 'E', 'F'])])).default([]),
});

const configSchema = z.strictObject({
  setup: z.union([z.string(), setupDefSchema]).optional(),
  setupId: z.string().optional(),
  customSetup: setupDefSchema.nullable().optional(),
  rounds: z.number().int().min(1).optional(),
  timerMs: z.number().int().optional(),
  timerPreset: z.enum(['default', 'challenge', 'custom']).optional(),
  expert: z.boolean().optional(),
  handlingMode: z.boolean().optional(),
  autoPark: z.boolean().optional(),
  guardRange: z.boolean().optional(),
  timing: timingSchema.optional(),
  timingPreset: z.enum(['default', 'custom']).optional(),
  matchSeed: z.number().int().min(0).max(0xffffffff).nullable().optional(),
  botTakeoverAfterMs: z.number().int().optional(),
  seats: z.record(z.string(), seatDriver).optional(),
});

const fail = (msg: string): never => {
  throw new RoundhouseError('BAD_CONFIG', `rail-pass: ${msg}`);
};

/** Merges a partial timing override onto the data-file timings (RP-19 `timing`). */
export function mergeTiming(o: z.infer<typeof timingSchema> | undefined): Timing {
  const d = DEFAULT_TIMING;
  return {
    actionMs: { ...d.actionMs, ...o?.actionMs, sendExtra: { ...d.actionMs.sendExtra, ...o?.actionMs?.sendExtra } },
    transitMs: { ...d.transitMs, ...o?.transitMs },
    expressTransitMs: { ...d.expressTransitMs, ...o?.expressTransitMs },
  };
}

/** True when `t` equals the data-file timings in every number (timing preset `default`, RP-17.8). */
export function isDefaultTiming(t: Timing): boolean {
  return JSON.stringify(mergeTiming(t)) === JSON.stringify(DEFAULT_TIMING);
}

/** Timer cap for a seat count (RP-19.1): 2p 600 000 … 6p 360 000 ms. */
export function timerCap(players: number): number {
  return TIMER.maxMs[String(players)] ?? fail(`no timer for ${players} players`);
}

/** The resolved setup of a parsed config (shipped or custom). */
export function configSetup(config: RailPassConfig): ResolvedSetup {
  if (config.customSetup) return resolveSetup(config.customSetup, true);
  const def = findSetup(config.setupId) ?? fail(`unknown setup "${config.setupId}"`);
  return resolveSetup(def, false);
}

/**
 * Validates untrusted config for `seats` players and fills the defaults of RP-19. Accepts `setup`
 * (CLI: a setup id, or a custom setup object) as an alias of `setupId`/`customSetup`. With no setup,
 * picks DEFAULT_SETUP_BY_PLAYERS[seats]. Throws RoundhouseError('BAD_CONFIG', …).
 */
export function parseConfig(input: unknown, seats: number): RailPassConfig {
  const parsed = configSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(`${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid config'}`);
  }
  const c = parsed.data;
  let customSetup: SetupDef | null = null;
  let setupId: string | undefined = c.setupId;
  if (typeof c.setup === 'string') setupId = c.setup;
  else if (c.setup) customSetup = c.setup as SetupDef;
  if (c.customSetup) customSetup = c.customSetup as SetupDef;
  let setup: ResolvedSetup;
  if (customSetup) {
    setup = resolveSetup({ ...customSetup, id: customSetup.id ?? setupId ?? 'custom' } as SetupDef, true);
    customSetup = { ...customSetup, id: setup.id, blocked: setup.blocked } as SetupDef;
    setupId = setup.id;
  } else {
    setupId ??= DEFAULT_SETUP_BY_PLAYERS[seats] ?? fail(`no default setup for ${seats} players`);
    const def =
      findSetup(setupId) ??
      fail(
        `unknown setup "${setupId}"; known: ${['2p-point-to-point', '2p-h-to-i', '3p-point-to-point', '3p-circle', '4p-h-to-i', '5p-point-to-point', '6p-figure-8', '6p-circle', '6p-point-to-point'].join(', ')}`,
      );
    setup = resolveSetup(def, false);
  }
  if (setup.players !== seats) fail(`setup ${setupId} is for ${setup.players} players, not ${seats}`);

  const cap = timerCap(seats);
  const def = TIMER.defaultMsByPlayers[String(seats)] ?? cap;
  let timerPreset = c.timerPreset;
  let timerMs: number;
  if (timerPreset === 'challenge') {
    if (setup.challengeTimerMs === null) return fail('a custom setup has no challenge timer (RP-3.6)');
    timerMs = setup.challengeTimerMs;
    if (c.timerMs !== undefined && c.timerMs !== timerMs) fail(`timerPreset challenge sets timerMs ${timerMs}, not ${c.timerMs}`);
  } else if (timerPreset === 'default') {
    timerMs = def;
    if (c.timerMs !== undefined && c.timerMs !== def) fail(`timerPreset default sets timerMs ${def}, not ${c.timerMs}`);
  } else {
    timerMs = c.timerMs ?? def;
    if (timerPreset === undefined) timerPreset = timerMs === def ? 'default' : 'custom';
  }
  if (timerMs > cap) fail(`timerMs ${timerMs} exceeds the ${seats}-player cap ${cap} (RP-19.1)`);
  if (timerMs < TIMER.minMs) fail(`timerMs ${timerMs} is below ${TIMER.minMs}`);
  if (timerMs % TIMER.stepMs !== 0) fail(`timerMs ${timerMs} is not a multiple of ${TIMER.stepMs}`);

  const bt = c.botTakeoverAfterMs ?? 15000;
  if (bt !== 0 && (bt < 5000 || bt > 60000)) fail('botTakeoverAfterMs must be 0 or 5000–60000');

  // Seat keys are seat numbers ("0", "1", …); the rules' names "P1", "P2", … (configs before issue 13) are read as 0, 1, ….
  const seatsMap: RailPassConfig['seats'] = {};
  for (const [k, driver] of Object.entries(c.seats ?? {})) {
    const seat = /^P[1-9]$/.test(k) ? Number(k.slice(1)) - 1 : /^(0|[1-9][0-9]*)$/.test(k) ? Number(k) : -1;
    if (seat < 0 || seat >= setup.players) fail(`seats: ${k} is not a seat of ${setupId}`);
    if (seatsMap[seat] !== undefined) fail(`seats: seat ${seat} is named twice`);
    seatsMap[seat] = driver;
  }
  const humans: string[] = [];
  for (const driver of Object.values(seatsMap)) if (driver?.driver === 'human' && driver.userId !== undefined) humans.push(driver.userId);
  if (new Set(humans).size !== humans.length) fail('seats: a human drives at most one seat');

  const timing = mergeTiming(c.timing);
  return {
    setupId: setupId ?? setup.id,
    customSetup,
    rounds: c.rounds ?? 1,
    timerMs,
    timerPreset: timerPreset ?? 'custom',
    expert: c.expert ?? false,
    handlingMode: c.handlingMode ?? false,
    autoPark: c.autoPark ?? false,
    guardRange: c.guardRange ?? false,
    timing,
    timingPreset: isDefaultTiming(timing) ? 'default' : 'custom',
    matchSeed: c.matchSeed ?? null,
    botTakeoverAfterMs: bt,
    seats: seatsMap,
  };
}

/**
 * The configuration fingerprint under which best scores are kept (RP-17.8): setupId, timerMs,
 * expert, handlingMode, autoPark, guardRange and the timing preset, as one stable string.
 */
export function fingerprint(config: RailPassConfig): string {
  return JSON.stringify([
    config.setupId,
    config.timerMs,
    config.expert,
    config.handlingMode,
    config.autoPark,
    config.guardRange,
    config.timingPreset,
  ]);
}

/** True when rounds of this configuration may go on public records (RP-17.8: default timing only). */
export function isPublicRecordConfig(config: RailPassConfig): boolean {
  return config.timingPreset === 'default';
}
