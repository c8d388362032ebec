/**
 * Invite link previews (issue 19 item 5), in-process server on in-memory SQLite: `/table/:id` is the
 * web app's page with Open Graph / Twitter tags naming the game and the host; a private table's
 * invite shows them only with its invite code; unknown tables and other pages keep the plain tags;
 * names are HTML-escaped. Previews are in Korean when the request prefers it (`?lang=ko` or
 * `Accept-Language`), on invite pages and on the home page, and in English otherwise.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/app.js';
import { GAMES } from '../../src/games/index.js';
import { api } from './helpers/client.js';
import { previewLanguage } from '../../src/server/http/preview.js';

const PAGE = `<!doctype html><html lang="en"><head><title>Roundhouse</title>
<meta name="description" content="Train board games." />
<meta property="og:title" content="Roundhouse" />
<meta property="og:description" content="Train board games." />
<meta property="og:url" content="/" />
<meta property="og:image" content="/og-image.png" />
<meta name="twitter:title" content="Roundhouse" />
<meta name="twitter:description" content="Train board games." />
<meta name="twitter:image" content="/og-image.png" />
</head><body><div id="root"></div></body></html>`;

/** The home page's English preview title (src/server/http/preview.ts homePreview). */
const HOME_EN = 'Roundhouse — train board games in the browser';

/** The content of `<meta {attr}="{key}" content="…">` in `html`. */
function meta(html: string, attr: 'property' | 'name', key: string): string | null {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
}

describe('invite link previews', () => {
  let server: RunningServer;
  let base: string;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'rh-preview-'));
    writeFileSync(join(web, 'index.html'), PAGE);
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: ':memory:',
      webRoot: web,
      logLevel: 'silent',
      botDelayMs: 0,
      snapshotEvery: 50,
      games: GAMES,
    });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(web, { recursive: true, force: true });
  });

  /** Creates a table hosted by `name`; returns its id and invite code. */
  async function host(name: string, visibility: 'public' | 'private'): Promise<{ id: string; invite: string | null }> {
    const created = await api(base, 'POST', '/api/tables', {
      game: 'ticket-to-ride',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      visibility,
    });
    expect(created.status).toBe(201);
    const id = created.body.table.id as string;
    const invite = (created.body.inviteCode as string | undefined) ?? null;
    const joined = await api(base, 'POST', `/api/tables/${id}/join`, { name, ...(invite ? { invite } : {}) });
    expect(joined.status).toBe(200);
    return { id, invite };
  }

  it('names the game and the host on a public table’s invite page, with absolute URLs', async () => {
    const { id } = await host('Ada', 'public');
    const res = await fetch(`${base}/table/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(meta(html, 'property', 'og:title')).toBe('Ticket to Ride at Ada’s table — Roundhouse');
    expect(meta(html, 'property', 'og:description')).toMatch(/^Ada invites you to a game of Ticket to Ride\. 1 of 2 seats free/);
    expect(meta(html, 'name', 'twitter:title')).toBe(meta(html, 'property', 'og:title'));
    expect(meta(html, 'property', 'og:url')).toBe(`${base}/table/${id}`);
    expect(meta(html, 'property', 'og:image')).toBe(`${base}/og-image.png`);
    expect(html).toContain('<title>Ticket to Ride at Ada’s table — Roundhouse</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('shows a private table only to its invite link, and escapes names', async () => {
    const { id, invite } = await host('<b>"Bo"</b>', 'private');
    expect(invite).not.toBeNull();
    const without = await (await fetch(`${base}/table/${id}`)).text();
    expect(meta(without, 'property', 'og:title')).toBe(HOME_EN);
    expect(without).not.toContain('Bo');
    const withCode = await (await fetch(`${base}/table/${id}?invite=${invite}`)).text();
    expect(meta(withCode, 'property', 'og:title')).toBe('Ticket to Ride at &lt;b&gt;&quot;Bo&quot;&lt;/b&gt;’s table — Roundhouse');
    expect(withCode).not.toContain('<b>"Bo"</b>');
  });

  it('gives unknown tables the home page’s preview (absolute URLs) and other pages index.html as built', async () => {
    const unknown = await fetch(`${base}/table/nope`);
    expect(unknown.status).toBe(200);
    const html = await unknown.text();
    expect(meta(html, 'property', 'og:title')).toBe(HOME_EN);
    expect(meta(html, 'property', 'og:image')).toBe(`${base}/og-image.png`);
    expect(await (await fetch(`${base}/lobby`)).text()).toBe(PAGE);
  });

  it('speaks Korean on an invite page when the request prefers Korean, English otherwise', async () => {
    const { id } = await host('Ada', 'public');
    const page = async (query: string, acceptLanguage?: string) => {
      const res = await fetch(`${base}/table/${id}${query}`, acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {});
      expect(res.headers.get('vary')).toMatch(/accept-language/i);
      return res.text();
    };
    for (const html of [await page('', 'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7'), await page('?lang=ko')]) {
      expect(meta(html, 'property', 'og:title')).toBe('Ada님의 티켓 투 라이드 테이블 — Roundhouse');
      expect(meta(html, 'property', 'og:description')).toBe(
        'Ada님이 티켓 투 라이드 게임에 초대했어요. 2자리 중 1자리가 비어 있어요. 브라우저에서 바로 참가하세요.',
      );
      expect(meta(html, 'name', 'twitter:title')).toBe('Ada님의 티켓 투 라이드 테이블 — Roundhouse');
      expect(meta(html, 'name', 'twitter:description')).toBe(meta(html, 'property', 'og:description'));
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain('<title>Ada님의 티켓 투 라이드 테이블 — Roundhouse</title>');
    }
    for (const html of [await page('', 'en-US,en;q=0.9,ko;q=0.8'), await page('?lang=en', 'ko'), await page('')]) {
      expect(meta(html, 'property', 'og:title')).toBe('Ticket to Ride at Ada’s table — Roundhouse');
      expect(html).toContain('<html lang="en">');
    }
  });

  it('gives the home page (and other app pages) Korean tags for Korean requests; English: the home page’s preview, index.html elsewhere', async () => {
    const ko = await fetch(`${base}/`, { headers: { 'accept-language': 'ko' } });
    expect(ko.status).toBe(200);
    expect(ko.headers.get('cache-control')).toBe('no-cache');
    expect(ko.headers.get('vary')).toMatch(/accept-language/i);
    const html = await ko.text();
    expect(meta(html, 'property', 'og:title')).toBe('Roundhouse — 브라우저에서 즐기는 기차 보드게임');
    expect(meta(html, 'property', 'og:description')).toMatch(/^티켓 투 라이드, 트레인, 헬레일, 레일 패스: /);
    expect(meta(html, 'name', 'description')).toBe(meta(html, 'property', 'og:description'));
    expect(meta(html, 'name', 'twitter:title')).toBe(meta(html, 'property', 'og:title'));
    expect(meta(html, 'property', 'og:url')).toBe(`${base}/`);
    expect(meta(html, 'property', 'og:image')).toBe(`${base}/og-image.png`);
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<div id="root"></div>');
    const lobby = await (await fetch(`${base}/lobby?lang=ko`)).text();
    expect(meta(lobby, 'property', 'og:title')).toBe('Roundhouse — 브라우저에서 즐기는 기차 보드게임');
    const unknown = await (await fetch(`${base}/table/nope?lang=ko`)).text();
    expect(meta(unknown, 'property', 'og:title')).toBe('Roundhouse — 브라우저에서 즐기는 기차 보드게임');
    // English: the home page's own English preview with absolute URLs (crawlers need them); other pages as built.
    const en = await fetch(`${base}/`, { headers: { 'accept-language': 'en-GB,ko;q=0.5' } });
    expect(en.headers.get('vary')).toMatch(/accept-language/i);
    const enHtml = await en.text();
    expect(meta(enHtml, 'property', 'og:title')).toBe(HOME_EN);
    expect(meta(enHtml, 'property', 'og:url')).toBe(`${base}/`);
    expect(meta(enHtml, 'property', 'og:image')).toBe(`${base}/og-image.png`);
    expect(meta(enHtml, 'name', 'twitter:image')).toBe(`${base}/og-image.png`);
    expect(meta(enHtml, 'name', 'description')).toMatch(/^Play Ticket to Ride, Trains, HellRail and Rail Pass in the browser/);
    expect(enHtml).toContain('<html lang="en">');
    expect(await (await fetch(`${base}/?lang=en`, { headers: { 'accept-language': 'ko' } })).text()).toBe(enHtml);
    expect(await (await fetch(`${base}/lobby?lang=en`, { headers: { 'accept-language': 'ko' } })).text()).toBe(PAGE);
  });

  it('reads the preferred language from ?lang= first, then the highest-ranked of ko and en in Accept-Language', () => {
    expect(previewLanguage(undefined, undefined)).toBe('en');
    expect(previewLanguage('', 'ko')).toBe('ko');
    expect(previewLanguage('ko', 'en')).toBe('en');
    expect(previewLanguage('ko', 'fr')).toBe('ko');
    expect(previewLanguage('ko', ['ko'])).toBe('ko');
    expect(previewLanguage('ko-KR', undefined)).toBe('ko');
    expect(previewLanguage('KO', undefined)).toBe('ko');
    expect(previewLanguage('en-US,en;q=0.9,ko;q=0.8', undefined)).toBe('en');
    expect(previewLanguage('en;q=0.5,ko;q=0.9', undefined)).toBe('ko');
    expect(previewLanguage('fr-FR,fr;q=0.9,ko;q=0.3', undefined)).toBe('ko');
    expect(previewLanguage('ko;q=0,en;q=0.1', undefined)).toBe('en');
    expect(previewLanguage('fr,de', undefined)).toBe('en');
    expect(previewLanguage('en, ko', undefined)).toBe('en');
    expect(previewLanguage(';;,ko;q=abc', undefined)).toBe('ko');
  });
});
