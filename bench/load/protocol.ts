/**
 * The load clients' one adapter to the wire protocol (docs/protocol.md, version 2): how a seat says
 * hello and sends an action, and what it needs from each server message. Everything else in
 * bench/load/ is protocol-agnostic, so a protocol change (e.g. version 2's per-action deltas) is
 * absorbed here: `decode` must still say, per message, which `seq` the seat has now seen, whether the
 * seat may act (and with what), whether the game is over, and acks and errors.
 *
 * Version 2: the first message is a whole `state`; after that each change sends a `delta` (`seq`, a view
 * patch, `outcome`, and `legal` only when the seat may act). A load client does not render, so it
 * ignores the patch and reads `seq`, `legal` and `outcome` of each message.
 */

/** What a load client needs from one server message. */
export type Incoming =
  | {
      kind: 'state';
      /** Actions applied so far at this table, as this seat now knows. */
      seq: number;
      /** True if the seat may act now. */
      canAct: boolean;
      /** True once the game has an outcome. */
      over: boolean;
      /** The seat's legal actions (parses the message; call only when acting). */
      legal(): unknown[];
    }
  | { kind: 'ack'; id: string; seq: number }
  | { kind: 'error'; code: string; id: string | null; seq: number | null }
  | { kind: 'other'; type: string };

/** The `hello` of a seat holding `token`. */
export function encodeHello(tableId: string, token: string): string {
  return JSON.stringify({ type: 'hello', protocol: 2, tableId, token });
}

/** An action chosen at `seq`, with the client's `id` (echoed by the ack or error). */
export function encodeAction(tableId: string, seq: number, action: unknown, id: string): string {
  return JSON.stringify({ type: 'action', tableId, seq, action, id });
}

/** Decodes one server message (text frame). */
export function decode(text: string): Incoming {
  if (text.startsWith('{"type":"state"') || text.startsWith('{"type":"delta"')) {
    const m = JSON.parse(text) as { seq: number; legal?: unknown[] | null; outcome: unknown };
    const over = m.outcome !== null && m.outcome !== undefined;
    const legal = m.legal ?? [];
    return { kind: 'state', seq: m.seq, canAct: !over && legal.length > 0, over, legal: () => legal };
  }
  const m = JSON.parse(text) as { type: string; id?: string | number; seq?: number; code?: string };
  if (m.type === 'ack') return { kind: 'ack', id: String(m.id), seq: m.seq ?? 0 };
  if (m.type === 'error')
    return { kind: 'error', code: m.code ?? 'UNKNOWN', id: m.id === undefined ? null : String(m.id), seq: m.seq ?? null };
  return { kind: 'other', type: m.type };
}
