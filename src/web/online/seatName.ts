/**
 * Seat names at online tables in the reader's language (issue 18): the server sends a bot seat's bot
 * id (`easy`, `bigmoney`, `cooperative`, …) and the client names it (`bots.<id>` + `botSeat`), so a
 * bot is never shown by the server's English "<id> bot".
 */
import type { TFunction } from 'i18next';
import type { SeatSummary } from '../../protocol/protocol.js';

/** The display name of a bot `bot` id, e.g. "easy bot" / "쉬움 봇" (an unknown id is shown as itself). */
export function botSeatName(t: TFunction, bot: string): string {
  return t('botSeat', { ns: 'app', level: t(`bots.${bot}`, { ns: 'app', defaultValue: bot }) });
}

/** A seat's display name: bots by their id, humans by their name, a free seat as "open seat". */
export function seatName(t: TFunction, seat: Pick<SeatSummary, 'kind' | 'bot' | 'name'>): string {
  if (seat.kind === 'bot' && seat.bot) return botSeatName(t, seat.bot);
  return seat.name ?? t('table.seatOpen', { ns: 'app' });
}

/**
 * The name this browser's player gets on taking an online seat, as the server gives it: the signed-in
 * account's username, else the typed name (trimmed), else `fallback`.
 */
export function onlinePlayerName(account: { readonly username: string } | null, typed: string, fallback: string): string {
  return account ? account.username : typed.trim() || fallback;
}
