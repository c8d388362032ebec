/**
 * The load clients' one adapter to the wire protocol (docs/protocol.md, version 1): how a seat says
 * hello and sends an action, and what it needs from each server message. Everything else in
 * bench/load/ is protocol-agnostic, so a protocol change (e.g. version 2's per-action deltas) is
 * absorbed here: `decode` must still say, per message, which `seq` the seat has now seen, whether the
 * seat may act (and with what), whether the game is over, and acks and errors.
 *
 * Version 1: every change sends each seat a whole `state` (`seq`, `view`, `legal`, `outcome`, …).
 * `decode` reads `seq` and the flags with string searches and parses the JSON only when the seat acts
 * (`legal()`), which keeps the client's CPU per message small.
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
  return JSON.stringify({ type: 'hello', tableId, token });
}

/** An action chosen at `seq`, with the client's `id` (echoed by the ack or error). */
export function encodeAction(tableId: string, seq: number, action: unknown, id: string): string {
  return JSON.stringify({ type: 'action', tableId, seq, action, id });
}

const SEQ = /"seq":(\d+)/;

/** Decodes one server message (text frame). */
export function decode(text: string): Incoming {
  if (text.startsWith('{"type":"state"')) {
    const m = SEQ.exec(text);
    // `outcome` is the last field of a state message (null while the game runs).
    const over = !text.endsWith('"outcome":null}');
    return {
      kind: 'state',
      seq: m ? Number(m[1]) : 0,
      canAct: !over && text.includes('"legal":[{'),
      over,
      legal: () => (JSON.parse(text) as { legal: unknown[] | null }).legal ?? [],
    };
  }
  const m = JSON.parse(text) as { type: string; id?: string | number; seq?: number; code?: string };
  if (m.type === 'ack') return { kind: 'ack', id: String(m.id), seq: m.seq ?? 0 };
  if (m.type === 'error')
    return { kind: 'error', code: m.code ?? 'UNKNOWN', id: m.id === undefined ? null : String(m.id), seq: m.seq ?? null };
  return { kind: 'other', type: m.type };
}
