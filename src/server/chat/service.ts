/**
 * Table chat (issue 17 item 4): seats write, everyone bound to the table (seats and spectators) reads.
 * A line is plain text of 1–500 code points (trimmed; C0/C1 controls other than line breaks and bidi
 * embedding/override/isolate controls are refused with `BAD_CHAT`) or a quick phrase key. Each seat may
 * send `CHAT_LIMITS.burst` lines at once and `CHAT_LIMITS.perSecond` after that (`RATE_LIMITED`),
 * however many connections it has (and in cluster mode on however many nodes). Lines are stored with the table (`chat_messages`, never in the game
 * record), broadcast through the presence channel, and the newest `CHAT_LIMITS.history` are sent to
 * every connection after its `welcome`.
 */
import type { Kysely } from 'kysely';
import { CHAT_LIMITS, type ChatLine, type ChatPhrase } from '../../protocol/accounts.js';
import { ServerError } from '../errors.js';
import type { Presence } from '../presence.js';
import { newId } from '../security/tokens.js';
import type { Database } from '../storage/schema.js';
import { TokenBucket } from '../transport/rate-limit.js';

/** Controls other than the line feed (C0, DEL, C1 = `\p{Cc}`), and bidi embeddings, overrides and isolates. */
const CONTROL = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** The chat text of `raw`, trimmed, or throws `BAD_CHAT`. */
export function checkChatText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  const n = [...text].length;
  if (n === 0) throw new ServerError('BAD_CHAT', 'the message is empty');
  if (n > CHAT_LIMITS.maxChars) throw new ServerError('BAD_CHAT', `messages are at most ${CHAT_LIMITS.maxChars} characters, got ${n}`);
  const bad = CONTROL.exec(text);
  if (bad) {
    const cp = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new ServerError('BAD_CHAT', `the message holds a control character (U+${cp})`);
  }
  return text;
}

/**
 * The chat rate limit (`CHAT_LIMITS`) of each seat key (`<tableId>:<seat>`): this process's token
 * buckets (`LocalChatLimiter`), or in cluster mode one bucket per seat shared by every node through
 * Redis (cluster/shared-limits.ts).
 */
export interface ChatLimiter {
  /** Takes one token of `key`'s bucket; false when it is empty. Errors: UNAVAILABLE (the shared store is down). */
  take(key: string): boolean | Promise<boolean>;
}

/** Token buckets of this process, one per seat key. */
export class LocalChatLimiter implements ChatLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = new TokenBucket(CHAT_LIMITS.perSecond, CHAT_LIMITS.burst)));
    const ok = bucket.take();
    if (this.buckets.size > 50_000) this.buckets.clear();
    return ok;
  }
}

/** Chat storage, limits and broadcast. */
export class ChatService {
  /** The last line's time (epoch ms): lines get strictly increasing times, so the history keeps their order. */
  private lastAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly presence: Presence,
    private readonly limiter: ChatLimiter = new LocalChatLimiter(),
  ) {}

  /**
   * Stores and broadcasts a line from `seat` of `tableId` (the caller checked the seat). Errors:
   * BAD_CHAT (no text and no phrase, bad text), RATE_LIMITED, TABLE_NOT_FOUND.
   */
  async post(tableId: string, seat: number, input: { text?: string | undefined; phrase?: ChatPhrase | undefined }): Promise<ChatLine> {
    const text = input.phrase !== undefined ? '' : checkChatText(input.text ?? '');
    if (!(await this.limiter.take(`${tableId}:${seat}`)))
      throw new ServerError(
        'RATE_LIMITED',
        `at most ${CHAT_LIMITS.burst} chat messages at once, then one every ${1 / CHAT_LIMITS.perSecond} s`,
      );
    const seatRow = await this.db
      .selectFrom('seats')
      .select('name')
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .executeTakeFirst();
    if (!seatRow) throw new ServerError('TABLE_NOT_FOUND', `no table ${tableId}`);
    const line: ChatLine = {
      id: newId('m'),
      seat,
      name: seatRow.name ?? `Seat ${seat + 1}`,
      text,
      ...(input.phrase !== undefined ? { phrase: input.phrase } : {}),
      // Several lines in one millisecond: one ms apart, or the history (ordered by time) could swap them.
      at: (this.lastAt = Math.max(Date.now(), this.lastAt + 1)),
    };
    await this.db
      .insertInto('chat_messages')
      .values({ id: line.id, table_id: tableId, seat, name: line.name, text, phrase: input.phrase ?? null, created_at: line.at })
      .execute();
    this.presence.publish(tableId, { kind: 'chat', line });
    return line;
  }

  /** The newest `CHAT_LIMITS.history` lines of a table, oldest first. */
  async history(tableId: string): Promise<ChatLine[]> {
    const rows = await this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CHAT_LIMITS.history)
      .execute();
    return rows.reverse().map((r) => ({
      id: r.id,
      seat: Number(r.seat),
      name: r.name,
      text: r.text,
      ...(r.phrase ? { phrase: r.phrase as ChatPhrase } : {}),
      at: Number(r.created_at),
    }));
  }
}
