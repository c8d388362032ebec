/**
 * Link previews of invites (issue 19 item 5): the web app's index.html carries Open Graph and
 * Twitter card tags for the home page; for `GET /table/:id` (an invite link, `?invite=…` for a
 * private table) the server fills them with the table's game and host, so a shared invite shows
 * "Ticket to Ride at Ada's table" instead of the generic text. Only what the link itself may see:
 * a private table without its invite code, an unknown table or a storage error give the plain page.
 * Values are HTML-escaped; nothing else in the page changes.
 *
 * Previews speak the web app's two languages: Korean when the request asks for it (`?lang=ko`, or
 * an `Accept-Language` that ranks Korean above English), English otherwise (`?lang=en` forces it).
 * A Korean page also gets `<html lang="ko">`. The home page and invite pages always carry absolute
 * og:url and og:image URLs (from the request's origin); other app pages are index.html as built.
 */
import type { TableSummary } from '../../protocol/protocol.js';
import { GAME_METAS } from '../../games/index.js';

/** A language of link previews: the web app's two, English by default. */
export type PreviewLanguage = 'en' | 'ko';

/** The preview of one page: title, description, canonical URL and image URL (both absolute), language. */
export interface PagePreview {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly image: string;
  readonly language: PreviewLanguage;
}

/**
 * The language of a preview for a request with query `lang` and header `acceptLanguage`
 * (RFC 9110 §12.5.4, e.g. "ko-KR,ko;q=0.9,en;q=0.8"): `lang` 'ko' or 'en' wins; else the language
 * range with the highest q (the first on a tie) whose primary tag is ko or en; else 'en'. Malformed
 * entries and q=0 are skipped (a malformed q counts as 1); never throws.
 */
export function previewLanguage(acceptLanguage: string | undefined, lang: unknown): PreviewLanguage {
  if (lang === 'ko' || lang === 'en') return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, i) => {
      const [tag = '', ...params] = entry.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((e) => e.q > 0 && (e.primary === 'ko' || e.primary === 'en'))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.primary === 'ko' ? 'ko' : 'en';
}

/** The home page's preview in `language` (index.html carries the English one), with absolute URLs. */
export function homePreview(origin: string, url: string, language: PreviewLanguage): PagePreview {
  const title = language === 'ko' ? 'Roundhouse — 브라우저에서 즐기는 기차 보드게임' : 'Roundhouse — train board games in the browser';
  const names = [...GAME_METAS].sort((a, b) => a.order - b.order).map((m) => m.strings[language].title);
  const description =
    language === 'ko'
      ? `${names.join(', ')}: 봇과 대전하거나, 한 기기로 함께 하거나, 온라인으로 브라우저에서 플레이하세요.`
      : `Play ${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''} in the browser: against bots, pass and play, or online.`;
  return { title, description, url, image: `${origin}/og-image.png`, language };
}

/** Escapes `s` for an HTML attribute value in double quotes. */
export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The preview of a table's invite page at `url` (`origin` = scheme://host) in `language`: game and
 * host in the title, seats and state in the description, the site's preview image. The game's name
 * is its home-page title in that language (the summary's English title for a game not registered).
 */
export function tablePreview(table: TableSummary, origin: string, url: string, language: PreviewLanguage = 'en'): PagePreview {
  const host = table.seats.find((s) => s.kind === 'human' && s.name)?.name ?? null;
  const open = table.seats.filter((s) => s.kind === 'human' && !s.taken).length;
  if (language === 'ko') return koreanTablePreview(table, origin, url, host, open);
  const title = host ? `${table.title} at ${host}’s table — Roundhouse` : `${table.title} — Roundhouse`;
  const state =
    table.status === 'open'
      ? `${open} of ${table.seats.length} seats free: join in your browser.`
      : table.status === 'running'
        ? 'The game is on: watch it in your browser.'
        : 'The game is over: replay it in your browser.';
  const description = `${host ? `${host} invites you to` : 'Join'} a game of ${table.title}. ${state}`;
  return { title, description, url, image: `${origin}/og-image.png`, language };
}

/** `tablePreview` in Korean: "Ada님의 티켓 투 라이드 테이블 — Roundhouse". */
function koreanTablePreview(table: TableSummary, origin: string, url: string, host: string | null, open: number): PagePreview {
  const game = GAME_METAS.find((m) => m.id === table.game)?.strings.ko.title ?? table.title;
  const title = host ? `${host}님의 ${game} 테이블 — Roundhouse` : `${game} — Roundhouse`;
  const state =
    table.status === 'open'
      ? `${table.seats.length}자리 중 ${open}자리가 비어 있어요. 브라우저에서 바로 참가하세요.`
      : table.status === 'running'
        ? '게임이 진행 중이에요. 브라우저에서 관전하세요.'
        : '게임이 끝났어요. 브라우저에서 다시 보기로 확인하세요.';
  const description = `${host ? `${host}님이 ${game} 게임에 초대했어요.` : `${game} 게임에 참가하세요.`} ${state}`;
  return { title, description, url, image: `${origin}/og-image.png`, language: 'ko' };
}

/**
 * `html` (the web app's index.html) with its description, og:title, og:description, og:url, og:image and the
 * twitter: title, description and image tags (and <title>, and the `lang` of `<html lang="…">`) set
 * to `preview`; tags the page lacks are left out.
 */
export function withPreview(html: string, preview: PagePreview): string {
  const set = (attr: 'property' | 'name', key: string, value: string) => (page: string) =>
    page.replace(new RegExp(`(<meta\\s+${attr}="${key}"\\s+content=")[^"]*(")`), `$1${escapeAttr(value)}$2`);
  const steps = [
    set('name', 'description', preview.description),
    set('property', 'og:title', preview.title),
    set('property', 'og:description', preview.description),
    set('property', 'og:url', preview.url),
    set('property', 'og:image', preview.image),
    set('name', 'twitter:image', preview.image),
    set('name', 'twitter:title', preview.title),
    set('name', 'twitter:description', preview.description),
    (page: string) => page.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(preview.title)}</title>`),
    (page: string) => page.replace(/(<html[^>]*\slang=")[^"]*(")/, `$1${preview.language}$2`),
  ];
  return steps.reduce((page, f) => f(page), html);
}
