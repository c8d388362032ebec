/**
 * Renders the app icon (src/web/public/icon.svg) to the PNG icons of the web app manifest with the
 * system Chromium (playwright-core): icon-192.png, icon-512.png, a maskable icon-maskable-512.png
 * (the art inside the central 80 % safe zone on the icon's background colour) and
 * apple-touch-icon.png (180 px). Run `npm run icons` after changing icon.svg and commit the PNGs.
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
} finally {
  await browser.close();
}
