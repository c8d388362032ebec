/**
 * Which routes make up a seat's longest continuous path, for drawing it on the end screen's map. The
 * engine reports only the length (TTR-103); this finds one trail of that length by exhaustive
 * depth-first search over the seat's routes (a trail may revisit cities, never a route; at most 25
 * routes, so exhaustive search is fast, TTR-107).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { ROUTES } from '../data.js';

/** Route ids of one longest trail among `routeIds` (empty for none). */
export function longestTrail(routeIds: readonly string[]): string[] {
  const routes = routeIds.map((id) => ROUTES.find((r) => r.id === id)!).filter(Boolean);
  const byCity = new Map<string, number[]>();
  routes.forEach((r, i) => {
    for (const c of [r.from, r.to]) {
      const list = byCity.get(c) ?? [];
      list.push(i);
      byCity.set(c, list);
    }
  });
  const used = new Array<boolean>(routes.length).fill(false);
  let best: number[] = [];
  let bestLen = 0;
  const path: number[] = [];
  const dfs = (city: string, len: number) => {
    if (len > bestLen) {
      bestLen = len;
      best = [...path];
    }
    for (const i of byCity.get(city) ?? []) {
      const r = routes[i];
      if (used[i] || r === undefined) continue;
      used[i] = true;
      path.push(i);
      dfs(r.from === city ? r.to : r.from, len + r.length);
      path.pop();
      used[i] = false;
    }
  };
  for (const city of byCity.keys()) dfs(city, 0);
  return best.flatMap((i) => routes[i]?.id ?? []);
}
