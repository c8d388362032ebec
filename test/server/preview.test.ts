/**
 * Invite link previews (issue 19 item 5), in-process server on in-memory SQLite: `/table/:id` is the
 * web app's page with Open Graph / Twitter tags naming the game and the host; a private table's
 * invite shows them only with its invite code; unknown tables and other pages keep the plain tags;
 * names are HTML-escaped.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/app.js';
import { GAMES } from '../../src/games/index.js';
import { api } from './helpers/client.js';

const PAGE = `<!doctype html><html><head><title>Roundhouse</title>
<meta property="og:title" content="Roundhouse" />
<meta property="og:description" content="Train board games." />
<meta property="og:url" content="/" />
<meta property="og:image" content="/og-image.png" />
<meta name="twitter:title" content="Roundhouse" />
<meta name="twitter:description" content="Train board games." />
<meta name="twitter:image" content="/og-image.png" />
</head><body><div id="root"></div></body></html>`;

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
    expect(meta(without, 'property', 'og:title')).toBe('Roundhouse');
    const withCode = await (await fetch(`${base}/table/${id}?invite=${invite}`)).text();
    expect(meta(withCode, 'property', 'og:title')).toBe('Ticket to Ride at &lt;b&gt;&quot;Bo&quot;&lt;/b&gt;’s table — Roundhouse');
    expect(withCode).not.toContain('<b>"Bo"</b>');
  });

  it('keeps the plain tags for unknown tables and other pages', async () => {
    const unknown = await fetch(`${base}/table/nope`);
    expect(unknown.status).toBe(200);
    expect(meta(await unknown.text(), 'property', 'og:title')).toBe('Roundhouse');
    const lobby = await (await fetch(`${base}/lobby`)).text();
    expect(meta(lobby, 'property', 'og:title')).toBe('Roundhouse');
  });
});
