/**
 * The table chat (issue 17 item 4): the lines as plain text (React escapes them; nothing is parsed as
 * HTML), the reader's mutes (by seat, kept per table in localStorage), quick phrases shown in the
 * reader's language, and for seated players an input of up to 500 characters. Spectators read only.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, CHAT_PHRASES, type ChatLine, type ChatPhrase } from '../../protocol/accounts.js';

/** Props: the lines, our seat (null: spectator), the seat names, and how to send. */
export interface ChatPanelProps {
  readonly tableId: string;
  readonly lines: readonly ChatLine[];
  readonly seat: number | null;
  readonly names: readonly string[];
  readonly onSend: (message: { text: string } | { phrase: ChatPhrase }) => void;
}

const MUTES = 'roundhouse.chatMutes';

function readMutes(tableId: string): number[] {
  try {
    const all = JSON.parse(localStorage.getItem(MUTES) ?? '{}') as Record<string, number[]>;
    return Array.isArray(all[tableId]) ? all[tableId] : [];
  } catch {
    return [];
  }
}

function writeMutes(tableId: string, seats: number[]): void {
  try {
    const all = JSON.parse(localStorage.getItem(MUTES) ?? '{}') as Record<string, number[]>;
    all[tableId] = seats;
    localStorage.setItem(MUTES, JSON.stringify(all));
  } catch {
    /* storage unavailable: mutes last for this page */
  }
}

/** Renders the chat of one table. */
export function ChatPanel({ tableId, lines, seat, names, onSend }: ChatPanelProps) {
  const { t } = useTranslation('app');
  const [text, setText] = useState('');
  const [muted, setMuted] = useState(() => readMutes(tableId));
  const listRef = useRef<HTMLOListElement>(null);
  const shown = lines.filter((l) => !muted.includes(l.seat));
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);
  const toggleMute = (s: number) => {
    const next = muted.includes(s) ? muted.filter((x) => x !== s) : [...muted, s];
    setMuted(next);
    writeMutes(tableId, next);
  };
  const send = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    onSend({ text: trimmed });
    setText('');
  };
  const others = names.map((name, i) => ({ name, seat: i })).filter((o) => o.seat !== seat);
  return (
    <section className="chat-panel" aria-label={t('chat.title')} data-testid="chat">
      <h2 className="panel-title">{t('chat.title')}</h2>
      <ol ref={listRef} className="chat-list" aria-live="polite" data-testid="chat-lines">
        {shown.length === 0 ? <li className="muted">{t('chat.empty')}</li> : null}
        {shown.map((l) => (
          <li key={l.id} data-testid="chat-line">
            <strong>{l.name}</strong>: {l.phrase ? t(`chat.phrase.${l.phrase}`) : l.text}
          </li>
        ))}
      </ol>
      {others.length > 0 ? (
        <details className="chat-mutes">
          <summary className="small muted">{muted.length > 0 ? `${t('chat.muted')}: ${muted.length}` : t('chat.muteMenu')}</summary>
          {others.map((o) => (
            <button
              key={o.seat}
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => toggleMute(o.seat)}
              data-testid={`mute-${o.seat}`}
            >
              {muted.includes(o.seat) ? t('chat.unmute', { name: o.name }) : t('chat.mute', { name: o.name })}
            </button>
          ))}
        </details>
      ) : null}
      {seat === null ? (
        <p className="small muted">{t('chat.spectatorNote')}</p>
      ) : (
        <>
          <div className="chat-phrases" role="group" aria-label={t('chat.phrases')}>
            {CHAT_PHRASES.map((p) => (
              <button
                key={p}
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => onSend({ phrase: p })}
                data-testid={`phrase-${p}`}
              >
                {t(`chat.phrase.${p}`)}
              </button>
            ))}
          </div>
          <form
            className="chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <input
              value={text}
              maxLength={CHAT_LIMITS.maxChars}
              placeholder={t('chat.placeholder')}
              aria-label={t('chat.placeholder')}
              onChange={(e) => setText(e.target.value)}
              data-testid="chat-input"
            />
            <button type="submit" className="btn btn-small btn-primary" data-testid="chat-send">
              {t('chat.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
