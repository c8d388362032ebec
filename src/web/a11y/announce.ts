/**
 * What the table's polite live region says (issue 18): the log lines added since it last spoke,
 * except the viewer's own moves (the player knows them), joined into one message.
 */

/** One log line as the table frame holds it. */
export interface AnnouncedLine {
  readonly seat: number | null;
  readonly text: string;
}

/**
 * The message for the lines `log[seen…]`, skipping lines of seats in `own` (the seats this device
 * plays); '' when nothing is left to say. `seen` beyond the log length (a reset log) says nothing.
 */
export function announcement(log: readonly AnnouncedLine[], seen: number, own: ReadonlySet<number>): string {
  return log
    .slice(Math.max(0, seen))
    .filter((l) => l.seat === null || !own.has(l.seat))
    .map((l) => l.text.trim())
    .filter((s) => s.length > 0)
    .join(' ');
}
