/**
 * Board geometry computed once from the data: city positions in SVG units and, for every track, the
 * rectangle of each car space. Double routes are drawn side by side. Coordinates are for drawing
 * only (TTR-15).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { CITIES, ROUTES, type Route } from '../data.js';

/** SVG viewBox width (the map is about 3:2, the data's aspect hint). */
export const MAP_W = 1500;
/** SVG viewBox height. */
export const MAP_H = 1000;
/** City circle radius. */
export const CITY_R = 12;
/** Car space width (across the track) and the gap between spaces. */
export const CAR_W = 13;
const CAR_GAP = 4;
/** Half the distance between the two tracks of a double route. */
const DOUBLE_OFFSET = 8.5;

/** A point in SVG units. */
export interface Pt {
  readonly x: number;
  readonly y: number;
}

/** One car space: centre, length along the track and rotation in degrees. */
export interface CarSpace extends Pt {
  readonly len: number;
  readonly angle: number;
}

/** A track as drawn. */
export interface RouteShape {
  readonly route: Route;
  readonly index: number;
  readonly cars: readonly CarSpace[];
  /** Centre-line ends (for hit areas and highlights) and midpoint (for tooltips). */
  readonly a: Pt;
  readonly b: Pt;
  readonly mid: Pt;
}

/** City id → position. */
export const CITY_POS: ReadonlyMap<string, Pt> = new Map(CITIES.map((c) => [c.id, { x: c.x * MAP_W, y: c.y * MAP_H }]));

/** Position of city `id`; throws for an id the map does not define. */
function cityPos(id: string): Pt {
  const p = CITY_POS.get(id);
  if (p === undefined) throw new RangeError(`no city ${id}`);
  return p;
}

function shape(route: Route, index: number): RouteShape {
  const p = cityPos(route.from);
  const q = cityPos(route.to);
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const dist = Math.hypot(dx, dy);
  const ux = dx / dist;
  const uy = dy / dist;
  const nx = -uy;
  const ny = ux;
  let offset = 0;
  if (route.pairId) {
    const first = ROUTES.findIndex((r) => r.pairId === route.pairId);
    offset = index === first ? -DOUBLE_OFFSET : DOUBLE_OFFSET;
  }
  const usable = dist - 2 * (CITY_R + 2);
  const slot = usable / route.length;
  const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
  const cars: CarSpace[] = [];
  for (let i = 0; i < route.length; i++) {
    const along = CITY_R + 2 + slot * (i + 0.5);
    cars.push({ x: p.x + ux * along + nx * offset, y: p.y + uy * along + ny * offset, len: slot - CAR_GAP, angle });
  }
  const a = { x: p.x + ux * (CITY_R + 2) + nx * offset, y: p.y + uy * (CITY_R + 2) + ny * offset };
  const b = { x: q.x - ux * (CITY_R + 2) + nx * offset, y: q.y - uy * (CITY_R + 2) + ny * offset };
  return { route, index, cars, a, b, mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}

/** Every track's shape, aligned with `ROUTES`. */
export const ROUTE_SHAPES: readonly RouteShape[] = ROUTES.map(shape);

/** Label placement per city: offset of the name from the circle centre (defaults to above). */
const LABEL_OFFSETS: Readonly<Record<string, readonly [number, number, 'start' | 'middle' | 'end']>> = {
  vancouver: [-6, -20, 'middle'],
  seattle: [-18, 5, 'end'],
  portland: [-18, 5, 'end'],
  'san-francisco': [4, 34, 'middle'],
  'los-angeles': [-16, 22, 'end'],
  'las-vegas': [0, 30, 'middle'],
  boston: [0, -20, 'end'],
  'new-york': [18, 5, 'start'],
  washington: [18, 5, 'start'],
  raleigh: [18, 8, 'start'],
  charleston: [18, 5, 'start'],
  miami: [0, 32, 'middle'],
  pittsburgh: [-6, -20, 'middle'],
  montreal: [0, -20, 'middle'],
  toronto: [0, -20, 'middle'],
  atlanta: [18, 5, 'start'],
  'new-orleans': [0, 32, 'middle'],
  houston: [0, 32, 'middle'],
  'el-paso': [0, 32, 'middle'],
  'santa-fe': [0, 32, 'middle'],
  'little-rock': [0, 32, 'middle'],
  nashville: [0, -20, 'middle'],
  'saint-louis': [0, 32, 'middle'],
  'kansas-city': [-14, 30, 'end'],
  'oklahoma-city': [0, 32, 'middle'],
  dallas: [-16, 22, 'end'],
  phoenix: [0, 32, 'middle'],
  'salt-lake-city': [0, 32, 'middle'],
  denver: [0, 32, 'middle'],
  omaha: [16, 5, 'start'],
  chicago: [0, 32, 'middle'],
  duluth: [-16, -12, 'end'],
  'sault-st-marie': [0, -20, 'middle'],
  winnipeg: [0, -20, 'middle'],
  helena: [0, -20, 'middle'],
  calgary: [0, -20, 'middle'],
};

/** Where to draw a city's name. */
export function labelPlacement(cityId: string): { dx: number; dy: number; anchor: 'start' | 'middle' | 'end' } {
  const o = LABEL_OFFSETS[cityId];
  return o ? { dx: o[0], dy: o[1], anchor: o[2] } : { dx: 0, dy: -20, anchor: 'middle' };
}
