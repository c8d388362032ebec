/**
 * Automatic effects for broadcasting (docs/rules/rail-pass.md RP-18.2): what happened between two states of the same round
 * — arrivals, placements with the cubes delivered, retirements, dropped cubes and wrecks — derived by
 * comparing the states, so the engine keeps no growing effect log. The server calls it around
 * `advance`/`apply` and broadcasts the result with the game time.
 */
import type { City, TrackKind } from './data.js';
import { cargoSize, trainOf } from './queries.js';
import type { RailPassState } from './types.js';

/** One automatic effect. `at` is round time in ms (the arrival time; the state's clock otherwise). */
export type RailPassEffect =
  | { kind: 'arrival'; at: number; train: string; city: City; seat: number; into: 'hands' | 'track' }
  | { kind: 'placement'; at: number; train: string; city: City; track: TrackKind; delivered: number }
  | { kind: 'retirement'; at: number; engineer: string; train: string | null }
  | { kind: 'drop'; at: number; train: string; cubes: number }
  | { kind: 'wreck'; at: number; train: string; engineer: string | null }
  | { kind: 'roundEnd'; at: number; round: number; score: number };

/** The effects between `before` and `after` (after = advance/apply of before), in a stable order. */
export function effectsBetween(before: RailPassState, after: RailPassState): RailPassEffect[] {
  const out: RailPassEffect[] = [];
  if (after.round !== before.round || (after.over && !before.over)) {
    const r = after.results[before.results.length];
    if (r) out.push({ kind: 'roundEnd', at: before.endsAt, round: r.round, score: r.score });
    return out;
  }
  const at = after.clock;
  // trains newly placed in each city: when only one, the storage increase is exactly its delivery
  const placedIn: Partial<Record<City, number>> = {};
  const placed = (id: string): boolean => {
    const l0 = trainOf(before, id).loc;
    const l1 = trainOf(after, id).loc;
    return l1.kind === 'track' && (l0.kind !== 'track' || l0.city !== l1.city || l0.track !== l1.track);
  };
  for (const id in after.trains) {
    const l1 = trainOf(after, id).loc;
    if (before.trains[id] !== after.trains[id] && placed(id) && l1.kind === 'track') placedIn[l1.city] = (placedIn[l1.city] ?? 0) + 1;
  }
  for (const id in after.trains) {
    const z0 = trainOf(before, id);
    const z1 = trainOf(after, id);
    if (z0 === z1) continue;
    const l0 = z0.loc;
    const l1 = z1.loc;
    const t = l0.kind === 'transit' && l1.kind !== 'transit' ? l0.arriveAt : at;
    if (l0.kind === 'transit' && l1.kind === 'wrecked') {
      out.push({ kind: 'wreck', at: t, train: id, engineer: z0.engineer });
      continue;
    }
    if (l0.kind === 'transit' && (l1.kind === 'held' || l1.kind === 'track')) {
      out.push({
        kind: 'arrival',
        at: t,
        train: id,
        city: l0.to,
        seat: after.setup.controller[l0.to],
        into: l1.kind === 'held' ? 'hands' : 'track',
      });
    }
    let delivered = 0;
    if (l1.kind === 'track' && placed(id)) {
      delivered = placedIn[l1.city] === 1 ? after.storage[l1.city] - before.storage[l1.city] : (z0.cargo[l1.city] ?? 0);
    }
    if (l0.kind === 'transit' && l0.express) {
      const lost = cargoSize(z0.cargo) - cargoSize(z1.cargo) - delivered;
      if (lost > 0) out.push({ kind: 'drop', at: t, train: id, cubes: lost });
    }
    if (l1.kind === 'track' && placed(id)) out.push({ kind: 'placement', at: t, train: id, city: l1.city, track: l1.track, delivered });
    if (
      z0.engineer !== null &&
      z1.engineer === null &&
      after.engineers[z0.engineer]?.status === 'retired' &&
      before.engineers[z0.engineer]?.status === 'active'
    ) {
      out.push({ kind: 'retirement', at: t, engineer: z0.engineer, train: id });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}
