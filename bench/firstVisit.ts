import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';

export interface FirstVisitSize {
  path: string;
  js: { files: number; rawKB: number; gzipKB: number };
  css: { files: number; rawKB: number; gzipKB: number };
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** What a first visit to `path` downloads, measured in a real browser (gzip level 9 of each body). */
export async function measureFirstVisit(baseUrl: string, path: string): Promise<FirstVisitSize> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  const bodies: { type: 'js' | 'css'; body: Buffer }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push({ type: type === 'script' ? 'js' : 'css', body: await response.body() });
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await browser.close();
  const sum = (type: 'js' | 'css') => {
    const files = bodies.filter((b) => b.type === type);
    return {
      files: files.length,
      rawKB: kb(files.reduce((n, f) => n + f.body.length, 0)),
      gzipKB: kb(files.reduce((n, f) => n + gzipSync(f.body, { level: 9 }).length, 0)),
    };
  };
  return { path, js: sum('js'), css: sum('css') };
}
