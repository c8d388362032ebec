/**
 * Card data for Trains (TR-9, TR-10, section 12), loaded from the bundled copy of
 * `reference/trains-cards.json` (src/games/trains/data) and checked at load time against the
 * hand-written id list below. Everything here is static and shared by the engine, bots and UI.
 * Rules: docs/rules/trains.md.
 */
import raw from './data/trains-cards.json' with { type: 'json' };

/** Every card type id (39): Normal Train, the 8 basic piles and the 30 kingdom types (TR-10). */
export const CARD_IDS = [
  'normal-train',
  'apartment',
  'express-train',
  'lay-rails',
  'limited-express',
  'skyscraper',
  'station-expansion',
  'tower',
  'waste',
  'amusement-park',
  'bullet-train',
  'collaboration',
  'command-central',
  'conductors-station',
  'control-room',
  'dump-site',
  'early-train',
  'freight-train',
  'garage',
  'holiday-timetable',
  'information-central',
  'ironworks',
  'landfill',
  'mail-train',
  'maintenance-factory',
  'passing-station',
  'pulling',
  'signaling-area',
  'signals',
  'station-crew',
  'stationmaster-office',
  'steel-bridge',
  'subway-excavation',
  'switchback',
  'temporary-timetable',
  'tourist-train',
  'tunnel',
  'viaduct',
  'wagon-factory',
] as const;

/** A card type id, e.g. `'lay-rails'` (kebab-case, as in trains-cards.json). */
export type CardId = (typeof CARD_IDS)[number];

/** Card type (TR-9). A Train with the action symbol has both `train` and `action`. */
export type CardType = 'train' | 'rail' | 'station' | 'action' | 'victory' | 'waste';

/** Supply role (TR-10). */
export type SupplyRole = 'starting-only' | 'basic' | 'kingdom';

/** Turn modifier names (TR-60). */
export type ModifierName =
  | 'riverFree'
  | 'mountainFree'
  | 'cityFree'
  | 'otherRailsFree'
  | 'allSurchargesFree'
  | 'noWasteGain'
  | 'moneyPerRailCardPlayed'
  | 'boughtCardsMayGoToDeckTop';

/** Static facts about one card type. Money in whole units; VP in victory points. */
export interface CardDef {
  readonly id: CardId;
  readonly name: string;
  readonly koreanName: string;
  /** Printed cost in money (TR-9). */
  readonly cost: number;
  /** Money gained when played (TR-41 step 2). */
  readonly value: number;
  /** VP at game end (TR-107). */
  readonly vp: number;
  readonly types: readonly CardType[];
  readonly role: SupplyRole;
  /** Copies in the box (500 in all). */
  readonly count: number;
  readonly isTrain: boolean;
  /** Rail card (TR-9): Lay Rails, Collaboration, Steel Bridge, Subway Excavation, Tunnel, Viaduct. */
  readonly isRail: boolean;
  /** Action type (includes Trains with the action symbol; TR-94). */
  readonly isAction: boolean;
  readonly isVictory: boolean;
  /** May be played from hand (TR-40). */
  readonly playable: boolean;
  /** Has an effect the player may apply or decline (TR-42). */
  readonly hasEffect: boolean;
  /** Modifier a rail card starts when played (ED-6), if any. */
  readonly railModifier: ModifierName | null;
  /** Plain-English effect summary. */
  readonly text: string;
}

interface RawCard {
  id: string;
  englishName: string;
  koreanName: string;
  count: number;
  cost: number;
  value: number;
  victoryPoints: number;
  types: string[];
  supplyRole: string;
  playable: boolean;
  effect: { steps: { op: string; modifier?: string }[] } | null;
  text: string;
}

function build(): Record<CardId, CardDef> {
  const out = {} as Record<CardId, CardDef>;
  const list = (raw as unknown as { cards: RawCard[] }).cards;
  for (const id of CARD_IDS) {
    const c = list.find((x) => x.id === id);
    if (!c) throw new Error(`trains-cards.json lacks ${id}`);
    const types = c.types as CardType[];
    const isRail = types.includes('rail');
    const modStep = isRail ? c.effect?.steps.find((s) => s.op === 'addTurnModifier') : undefined;
    out[id] = {
      id,
      name: c.englishName,
      koreanName: c.koreanName,
      cost: c.cost,
      value: c.value,
      vp: c.victoryPoints,
      types,
      role: c.supplyRole as SupplyRole,
      count: c.count,
      isTrain: types.includes('train'),
      isRail,
      isAction: types.includes('action'),
      isVictory: types.includes('victory'),
      playable: c.playable,
      hasEffect: c.effect !== null,
      railModifier: (modStep?.modifier as ModifierName | undefined) ?? null,
      text: c.text,
    };
  }
  if (list.length !== CARD_IDS.length) throw new Error('trains-cards.json: unexpected card count');
  return out;
}

/** Card definitions by id. */
export const CARDS: Readonly<Record<CardId, CardDef>> = build();

/** The 8 basic piles used in every game (TR-10). */
export const BASIC_PILES = [
  'express-train',
  'limited-express',
  'lay-rails',
  'station-expansion',
  'apartment',
  'tower',
  'skyscraper',
  'waste',
] as const satisfies readonly CardId[];

/** The 30 kingdom card types (TR-10), in data-file order. */
export const KINGDOM_IDS: readonly CardId[] = CARD_IDS.filter((id) => CARDS[id].role === 'kingdom');

/** A named kingdom preset (TR-15). */
export interface Preset {
  readonly id: string;
  readonly name: string;
  readonly kingdom: readonly CardId[];
}

/** The four named presets of TR-15. */
export const PRESETS: readonly Preset[] = (raw as unknown as { presets: { id: string; name: string; kingdom: string[] }[] }).presets.map(
  (p) => ({
    id: p.id,
    name: p.name,
    kingdom: p.kingdom as CardId[],
  }),
);

/**
 * Supply pile size at setup for `players` seats (TR-16): Lay Rails 20 − 2P, Station Expansion 20 − P,
 * Express Train 20, Waste 70, every other pile 10.
 */
export function pileSize(id: CardId, players: number): number {
  switch (id) {
    case 'lay-rails':
      return 20 - 2 * players;
    case 'station-expansion':
      return 20 - players;
    case 'express-train':
      return 20;
    case 'waste':
      return 70;
    default:
      return 10;
  }
}

/** Starting deck per player (TR-17): 7 Normal Train, 2 Lay Rails, 1 Station Expansion. */
export const STARTING_DECK: readonly CardId[] = [
  'normal-train',
  'normal-train',
  'normal-train',
  'normal-train',
  'normal-train',
  'normal-train',
  'normal-train',
  'lay-rails',
  'lay-rails',
  'station-expansion',
];
