/**
 * Colours of cards, routes and seats. Every card kind and route colour also has a pattern (SVG
 * pattern id) and a letter (localised, strings `letter.*`), so colour-blind players can tell them
 * apart; seats also get a shape.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { at } from '../data.js';
import type { CardKind } from '../types.js';

/** Fill colour, text colour on it, and pattern id of each card kind and route colour. */
export const KIND_STYLE: Readonly<Record<CardKind | 'gray', { fill: string; ink: string; pattern: string | null }>> = {
  pink: { fill: '#c45ab3', ink: '#fff', pattern: 'pat-dots' },
  white: { fill: '#f5f3ee', ink: '#1f2937', pattern: 'pat-ring' },
  blue: { fill: '#2f6fd6', ink: '#fff', pattern: 'pat-hstripe' },
  yellow: { fill: '#f2c230', ink: '#1f2937', pattern: 'pat-diag' },
  orange: { fill: '#ee7b22', ink: '#1f2937', pattern: 'pat-cross' },
  black: { fill: '#2b2b2e', ink: '#fff', pattern: 'pat-vstripe' },
  red: { fill: '#d4312e', ink: '#fff', pattern: 'pat-antidiag' },
  green: { fill: '#2f9e4f', ink: '#fff', pattern: 'pat-grid' },
  gray: { fill: '#b9b4aa', ink: '#1f2937', pattern: null },
  locomotive: { fill: 'url(#grad-loco)', ink: '#1f2937', pattern: null },
};

/** Seat colours (plastic trains) and a shape per seat. */
export const SEAT_STYLE: readonly { readonly color: string; readonly shape: string }[] = [
  { color: '#e0245e', shape: '●' },
  { color: '#1e88e5', shape: '■' },
  { color: '#43a047', shape: '▲' },
  { color: '#fbc02d', shape: '◆' },
  { color: '#6d4c9f', shape: '★' },
];

/** Colour and shape of `seat` (wraps). */
export function seatStyle(seat: number): { readonly color: string; readonly shape: string } {
  return at(SEAT_STYLE, seat % SEAT_STYLE.length, 'seat style');
}

/** Colour of `seat` (wraps). */
export function seatColor(seat: number): string {
  return seatStyle(seat).color;
}
