/**
 * Renders public/favicon.svg into the PNG icons the web manifest names, with Chromium
 * (no image library needed). Run: npx tsx scripts/make-icons.ts
 */
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';

const svg = await readFile('public/favicon.svg', 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();

async function render(file: string, size: number, padding: number, background: string) {
  const inner = size - padding * 2;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:${background}"><div style="width:${size}px;height:${size}px;display:grid;place-items:center">` +
      svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
      '</div></body>',
  );
  await page.screenshot({ path: file, omitBackground: background === 'transparent' });
}

await render('public/icons/icon-192.png', 192, 0, 'transparent');
await render('public/icons/icon-512.png', 512, 0, 'transparent');
// Maskable: the mark inside the 80% safe zone on a full-bleed background.
await render('public/icons/icon-maskable-512.png', 512, 56, '#1c3d6e');
await render('public/apple-touch-icon.png', 180, 0, '#1c3d6e');
await browser.close();
console.log('icons written');
