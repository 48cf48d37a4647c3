/**
 * A bench page in headless Chromium: the entry bundled with esbuild (as the app's worker runs its
 * code), written with an index.html into a temp dir, opened from file://, then handed to `run`
 * with the bundle's size. Used by the law search and reading-the-question benches.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';

export async function inBenchPage<T>(entry: URL, title: string, run: (page: Page, bundleBytes: number) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-page-'));
  try {
    const bundle = await build({
      entryPoints: [fileURLToPath(entry)],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
    });
    const code = bundle.outputFiles[0]!.contents;
    writeFileSync(join(dir, 'bench.js'), code);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><meta charset="utf-8"><title>${title}</title><script src="bench.js"></script>`);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      await page.goto(`file://${join(dir, 'index.html')}`);
      return await run(page, code.length);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
