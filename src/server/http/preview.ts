/**
 * Link previews of invites (issue 19 item 5): the web app's index.html carries Open Graph and
 * Twitter card tags for the home page; for `GET /table/:id` (an invite link, `?invite=…` for a
 * private table) the server fills them with the table's game and host, so a shared invite shows
 * "Ticket to Ride at Ada's table" instead of the generic text. Only what the link itself may see:
 * a private table without its invite code, an unknown table or a storage error give the plain page.
 * Values are HTML-escaped; nothing else in the page changes.
 */
import type { TableSummary } from '../../protocol/protocol.js';

/** The preview of one page: title, description, canonical URL and image URL (both absolute). */
export interface PagePreview {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly image: string;
}

/** Escapes `s` for an HTML attribute value in double quotes. */
export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The preview of a table's invite page at `url` (`origin` = scheme://host): game and host in the
 * title, seats and state in the description, the site's preview image.
 */
export function tablePreview(table: TableSummary, origin: string, url: string): PagePreview {
  const host = table.seats.find((s) => s.kind === 'human' && s.name)?.name ?? null;
  const open = table.seats.filter((s) => s.kind === 'human' && !s.taken).length;
  const title = host ? `${table.title} at ${host}’s table — Roundhouse` : `${table.title} — Roundhouse`;
  const state =
    table.status === 'open'
      ? `${open} of ${table.seats.length} seats free: join in your browser.`
      : table.status === 'running'
        ? 'The game is on: watch it in your browser.'
        : 'The game is over: replay it in your browser.';
  const description = `${host ? `${host} invites you to` : 'Join'} a game of ${table.title}. ${state}`;
  return { title, description, url, image: `${origin}/og-image.png` };
}

/**
 * `html` (the web app's index.html) with its og:title, og:description, og:url, og:image and the
 * twitter: title, description and image tags (and <title>) set to `preview`; tags the page lacks are
 * left out.
 */
export function withPreview(html: string, preview: PagePreview): string {
  const set = (attr: 'property' | 'name', key: string, value: string) => (page: string) =>
    page.replace(new RegExp(`(<meta\\s+${attr}="${key}"\\s+content=")[^"]*(")`), `$1${escapeAttr(value)}$2`);
  const steps = [
    set('property', 'og:title', preview.title),
    set('property', 'og:description', preview.description),
    set('property', 'og:url', preview.url),
    set('property', 'og:image', preview.image),
    set('name', 'twitter:image', preview.image),
    set('name', 'twitter:title', preview.title),
    set('name', 'twitter:description', preview.description),
    (page: string) => page.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(preview.title)}</title>`),
  ];
  return steps.reduce((page, f) => f(page), html);
}
