/** The lobby hides open tables their creators abandoned (issue 22). */
import { describe, expect, it } from 'vitest';
import type { SeatSummary, TableSummary } from '../../protocol/protocol.js';
import { isAbandoned, joinableTables } from './lobby.js';

const seat = (seatNo: number, over: Partial<SeatSummary>): SeatSummary => ({
  seat: seatNo,
  kind: 'human',
  bot: null,
  name: null,
  taken: false,
  away: false,
  connected: false,
  account: false,
  ...over,
});

const table = (id: string, status: TableSummary['status'], seats: SeatSummary[]): TableSummary => ({
  id,
  game: 'ticket-to-ride',
  seedCommitment: 'a'.repeat(64),
  practice: false,
  title: 'Ticket to Ride',
  status,
  visibility: 'public',
  realTime: false,
  seats,
  timeControl: { kind: 'none' },
  config: {},
  seq: 0,
  createdAt: 0,
  startedAt: null,
  finishedAt: null,
  rated: false,
  rematchId: null,
});

describe('abandoned tables', () => {
  const waiting = table('a', 'open', [seat(0, { name: 'Ada', taken: true, connected: true }), seat(1, {})]);
  const left = table('b', 'open', [seat(0, { name: 'Ada', taken: true, connected: false }), seat(1, {})]);
  const botsOnly = table('c', 'open', [seat(0, { kind: 'bot', bot: 'heuristic', name: 'heuristic bot', taken: true }), seat(1, {})]);
  const running = table('d', 'running', [seat(0, { name: 'Ada', taken: true }), seat(1, { name: 'Bo', taken: true })]);

  it('an open table is abandoned when no seated human is connected', () => {
    expect(isAbandoned(waiting)).toBe(false);
    expect(isAbandoned(left)).toBe(true);
    expect(isAbandoned(botsOnly)).toBe(true);
  });
  it('running tables are never hidden as abandoned', () => {
    expect(isAbandoned(running)).toBe(false);
  });
  it('joinableTables keeps the order and counts what it hid', () => {
    expect(joinableTables([left, waiting, botsOnly])).toEqual({ tables: [waiting], hidden: 2 });
  });
});
