/**
 * Payment helpers for the claim dialog. The engine's `legalActions` lists every fitting payment
 * (TTR-63, TTR-64); this module only orders them and picks the default: fewest locomotives first,
 * then the colour that leaves the fewest stranded cards of that colour (keep big sets for long
 * routes), then card order.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { CARD_KINDS } from '../data.js';
import type { CardKind, Payment, TtrAction } from '../types.js';

/** The colour (non-locomotive kind) used by a payment, or null for locomotives only. */
export function paymentColor(p: Payment): CardKind | null {
  for (const k of CARD_KINDS) if (k !== 'locomotive' && (p[k] ?? 0) > 0) return k;
  return null;
}

/** Locomotives in a payment. */
export function paymentLocos(p: Payment): number {
  return p.locomotive ?? 0;
}

/** Orders payments best first for a hand (see module doc). Does not mutate its input. */
export function rankPayments(payments: readonly Payment[], hand: Readonly<Partial<Record<CardKind, number>>>): Payment[] {
  const key = (p: Payment): [number, number, number] => {
    const c = paymentColor(p);
    const left = c ? (hand[c] ?? 0) - (p[c] ?? 0) : 0;
    return [paymentLocos(p), left, c ? CARD_KINDS.indexOf(c) : 99];
  };
  return [...payments].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
  });
}

/** The best payment, or null when there is none. */
export function bestPayment(payments: readonly Payment[], hand: Readonly<Partial<Record<CardKind, number>>>): Payment | null {
  return rankPayments(payments, hand)[0] ?? null;
}

/** Groups legal CLAIM_ROUTE actions by route id. */
export function claimOptions(legal: readonly TtrAction[]): Map<string, Payment[]> {
  const out = new Map<string, Payment[]>();
  for (const a of legal) {
    if (a.type !== 'CLAIM_ROUTE') continue;
    const list = out.get(a.routeId);
    if (list) list.push(a.payment);
    else out.set(a.routeId, [a.payment]);
  }
  return out;
}

/** The cards of a payment as (kind, count) pairs in card order, zero counts dropped. */
export function paymentParts(p: Payment): { kind: CardKind; count: number }[] {
  return CARD_KINDS.flatMap((kind) => {
    const count = p[kind] ?? 0;
    return count > 0 ? [{ kind, count }] : [];
  });
}

/** Stable key of a payment (for React lists and comparisons). */
export function paymentKey(p: Payment): string {
  return paymentParts(p)
    .map((x) => `${x.kind}:${x.count}`)
    .join(',');
}
