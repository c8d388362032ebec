/**
 * What the lobby lists. An open table is abandoned when none of the people who took its seats (its
 * creator first of all) is connected any more: nobody is there to start it, so the lobby hides it.
 * The server may also leave out tables with no recent activity (`GET /api/tables`); this filter
 * works on what the list says either way.
 */
import type { TableSummary } from '../../protocol/protocol.js';

/** True for an open table whose seated people have all left (no taken human seat is connected). */
export function isAbandoned(table: TableSummary): boolean {
  if (table.status !== 'open') return false;
  return !table.seats.some((s) => s.kind === 'human' && s.taken && s.connected);
}

/** The open tables worth joining, and how many abandoned ones were left out. */
export function joinableTables(open: readonly TableSummary[]): { tables: TableSummary[]; hidden: number } {
  const tables = open.filter((t) => !isAbandoned(t));
  return { tables, hidden: open.length - tables.length };
}
