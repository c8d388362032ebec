/**
 * Renders the app icon (src/web/public/icon.svg) to the PNG icons of the web app manifest with the
 * system Chromium (playwright-core): icon-192.png, icon-512.png, a maskable icon-maskable-512.png
 * (the art inside the central 80 % safe zone on the icon's background colour) and
 * apple-touch-icon.png (180 px), and og-image.png (1200×630, the link-preview image of index.html's
 * Open Graph tags). Run `npm run icons` after changing icon.svg and commit the PNGs.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = resolve(import.meta.dirname, '../src/web/public');
const svg = readFileSync(join(PUBLIC, 'icon.svg'), 'utf8');

/** One PNG to write: file name, edge in px, and the share of the edge the art takes (1 = full bleed). */
const ICONS: readonly { file: string; size: number; art: number }[] = [
  { file: 'icon-192.png', size: 192, art: 1 },
  { file: 'icon-512.png', size: 512, art: 1 },
  { file: 'icon-maskable-512.png', size: 512, art: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, art: 1 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  for (const { file, size, art } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const edge = Math.round(size * art);
    await page.setContent(
      `<html><body style="margin:0;background:${art < 1 ? '#1f3a4d' : 'transparent'};display:grid;place-items:center;width:${size}px;height:${size}px">` +
        `<div style="width:${edge}px;height:${edge}px">${svg.replace('<svg ', `<svg width="${edge}" height="${edge}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: art === 1 });
    await page.close();
    console.log(`wrote ${file} (${size}×${size})`);
  }
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(
    `<html><body style="margin:0;width:1200px;height:630px;background:#1f3a4d;color:#fff;font-family:sans-serif;display:flex;align-items:center;gap:56px;padding:0 80px;box-sizing:border-box">` +
      `<div style="width:300px;height:300px;flex:none">${svg.replace('<svg ', '<svg width="300" height="300" ')}</div>` +
      `<div><div style="font-size:92px;font-weight:800;letter-spacing:-1px">Roundhouse</div>` +
      `<div style="font-size:34px;line-height:1.3;margin-top:18px;color:#fde68a;white-space:nowrap">Ticket to Ride · Trains · HellRail · Rail Pass</div>` +
      `<div style="font-size:30px;margin-top:18px;color:#cbd5e1">Train board games in your browser</div></div></body></html>`,
  );
  await page.screenshot({ path: join(PUBLIC, 'og-image.png') });
  await page.close();
  console.log('wrote og-image.png (1200×630)');
} finally {
  await browser.close();
}
