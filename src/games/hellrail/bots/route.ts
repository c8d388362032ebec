/**
 * Route distance field for bots (HR-19.3): a Dijkstra over (cell, entry edge) states and circle
 * states, from an engine's position, with the step costs of HR-19.3 (existing matching rail 0.1,
 * +0.6 with an engine, +0.3 with a Check; empty cell 1.1; upgrade 1.5; through a circle 2.0, G 3.0;
 * into a circle 0.1). Works on a player view only. See docs/rules/hellrail.md HR-19.3.
 */
import { CELLS, CIRCLE_AT, WIDTH, at, cardOf, exitsOf, masksOf, neigh, opp, portsOf, type CircleId } from '../data.js';
import type { EnginePos, HrView, RailCell } from '../types.js';

const N_STATES = CELLS * 4 + CELLS;
const circleState = (cell: number) => CELLS * 4 + cell;

/** One step of a route: into `cell` through edge `exit` of the previous cell; `entry` = opposite(exit). */
export interface RouteStep {
  cell: number;
  exit: number;
  entry: number;
  /** 'rail' existing matching track, 'build' empty cell to lay, 'upgrade' rail to cover, 'circle'. */
  kind: 'rail' | 'build' | 'upgrade' | 'circle';
}

/** Distances from a position to every circle, and the paths to them. */
export interface RouteField {
  dist: Float64Array;
  prev: Int32Array;
  prevExit: Int8Array;
  /** Cost to enter circle c (by cell index), Infinity if unreachable. */
  circleCost(c: CircleId): number;
  /** The route to circle c as a list of steps (empty if unreachable). */
  path(c: CircleId): RouteStep[];
}

const topOf = (cell: RailCell) => at(cell.stack, cell.stack.length - 1);
const maskOf = (cell: RailCell): number => {
  const top = topOf(cell);
  return at(masksOf(top.card), top.rot);
};

/** Builds the distance field from `pos` on the view's table (HR-19.3). */
export function routeField(v: HrView, pos: EnginePos, self: number): RouteField {
  const dist = new Float64Array(N_STATES).fill(Infinity);
  const prev = new Int32Array(N_STATES).fill(-1);
  const prevExit = new Int8Array(N_STATES).fill(-1);
  const done = new Uint8Array(N_STATES);
  const engineAt = new Int8Array(CELLS).fill(-1);
  v.players.forEach((p, k) => {
    if (p.pos.entry !== null && k !== self) engineAt[p.pos.y * WIDTH + p.pos.x] = k;
  });
  const startCell = pos.y * WIDTH + pos.x;
  const start = pos.entry === null ? circleState(startCell) : startCell * 4 + 'NESW'.indexOf(pos.entry);
  dist[start] = 0;
  // Binary heap of [cost, state].
  const heap: number[] = [];
  const hs: number[] = [];
  /** Heap cost at `i` (in range by construction). */
  const cost = (i: number): number => heap[i] ?? Infinity;
  const swap = (a: number, b: number) => {
    const c = cost(a);
    heap[a] = cost(b);
    heap[b] = c;
    const x = hs[a] ?? -1;
    hs[a] = hs[b] ?? -1;
    hs[b] = x;
  };
  const push = (c: number, st: number) => {
    heap.push(c);
    hs.push(st);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cost(p) <= cost(i)) break;
      swap(p, i);
      i = p;
    }
  };
  /** Pops the cheapest state (the heap is not empty). */
  const pop = (): number => {
    const top = at(hs, 0);
    const lc = heap.pop() ?? Infinity;
    const ls = hs.pop() ?? -1;
    if (heap.length > 0) {
      heap[0] = lc;
      hs[0] = ls;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && cost(l) < cost(m)) m = l;
        if (r < heap.length && cost(r) < cost(m)) m = r;
        if (m === i) break;
        swap(m, i);
        i = m;
      }
    }
    return top;
  };
  push(0, start);
  const relax = (from: number, to: number, exit: number, c: number) => {
    const nd = (dist[from] ?? Infinity) + c;
    if (nd < (dist[to] ?? Infinity)) {
      dist[to] = nd;
      prev[to] = from;
      prevExit[to] = exit;
      push(nd, to);
    }
  };
  while (heap.length > 0) {
    const st = pop();
    if (done[st]) continue;
    done[st] = 1;
    let cell: number;
    let exits: readonly number[];
    if (st >= CELLS * 4) {
      cell = st - CELLS * 4;
      if (st !== start) {
        // Passing through an intermediate circle costs a whole extra move.
        const extra = CIRCLE_AT[cell] === 'G' ? 3.0 : 2.0;
        for (let y = 0; y < 4; y++) expand(st, cell, y, extra);
        continue;
      }
      exits = [0, 1, 2, 3];
    } else {
      cell = st >> 2;
      const e = st & 3;
      const rail = v.board[cell];
      exits = rail && !(st !== start && isPlanned(st)) ? exitsOf(maskOf(rail), e) : [0, 1, 2, 3].filter((y) => y !== e);
    }
    for (const y of exits) expand(st, cell, y, 0);
  }
  function isPlanned(st: number): boolean {
    // A state reached through a build/upgrade step can leave by any edge except its entry.
    const p = prev[st] ?? -1;
    if (p < 0) return false;
    const cell = st >> 2;
    const rail = v.board[cell];
    if (!rail) return true;
    return (portsOf(maskOf(rail)) & (1 << (st & 3))) === 0;
  }
  function expand(st: number, cell: number, y: number, extra: number): void {
    const n = neigh(cell, y);
    if (n < 0) return;
    const e = opp(y);
    const circle = CIRCLE_AT[n];
    if (circle !== null) {
      relax(st, circleState(n), y, extra + 0.1);
      return;
    }
    const rail = v.board[n];
    if (!rail) {
      relax(st, n * 4 + e, y, extra + 1.1);
      return;
    }
    const m = maskOf(rail);
    const engine = engineAt[n] ?? -1;
    if (portsOf(m) & (1 << e)) {
      let c = 0.1;
      if (engine >= 0) c += 0.6;
      if (rail.check) c += 0.3;
      relax(st, n * 4 + e, y, extra + c);
    } else if (engine < 0 && cardOf(topOf(rail).card).shape !== 'STAR') {
      relax(st, n * 4 + e, y, extra + 1.5);
    }
  }
  const circleCellOf = (c: CircleId): number => {
    for (let i = 0; i < CELLS; i++) if (CIRCLE_AT[i] === c) return i;
    return -1;
  };
  return {
    dist,
    prev,
    prevExit,
    circleCost: (c) => dist[circleState(circleCellOf(c))] ?? Infinity,
    path(c) {
      const target = circleState(circleCellOf(c));
      if (!((dist[target] ?? Infinity) < Infinity) || target === start) return [];
      const steps: RouteStep[] = [];
      let st = target;
      while (st !== start && st >= 0) {
        const exit = prevExit[st] ?? -1;
        const cell = st >= CELLS * 4 ? st - CELLS * 4 : st >> 2;
        let kind: RouteStep['kind'];
        if (st >= CELLS * 4) kind = 'circle';
        else {
          const rail = v.board[cell];
          kind = !rail ? 'build' : portsOf(maskOf(rail)) & (1 << opp(exit)) ? 'rail' : 'upgrade';
        }
        steps.push({ cell, exit, entry: opp(exit), kind });
        st = prev[st] ?? -1;
      }
      return steps.reverse();
    },
  };
}
