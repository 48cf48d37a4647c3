/**
 * Build step (vite.config.ts, after the bundle is written and before the service worker lists
 * the files): draws every prerendered route (core/prerendered.ts) with the app's own components
 * (app/prerender/renderPage.tsx, loaded through Vite's SSR loader) into a copy of the built
 * index.html. The browser shows that HTML before any script has run; the app hydrates it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { writeCompressedCopies } from './compressedCopies';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { BRAND } from '../core/brand';
import { NOT_FOUND_TITLE, appRoutes } from '../core/routes';
import { NOT_FOUND_ROUTE, PRERENDERED_ATTRIBUTE, PRERENDERED_ROUTES, prerenderUrl, prerenderedFile } from '../core/prerendered';
import { STATIC_LOADING_SCREEN } from '../app/pwa/loadingScreenHtml';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function routeTitle(route: string): string {
  return route === NOT_FOUND_ROUTE ? NOT_FOUND_TITLE : (appRoutes.find((r) => r.path === route)?.title ?? BRAND);
}

/**
 * The built index.html around one prerendered screen: the screen in #root instead of the loading
 * screen; the page's title; Mantine's light scheme on <html> (MantineProvider sets it only once its
 * script runs); the stylesheets render-blocking again, since the screen is drawn with them (the
 * loading screen was not: app/pwa/loadingScreenHtml.ts).
 */
export function prerenderedHtml(indexHtml: string, route: string, screenHtml: string, starterUrl?: string): string {
  if (!indexHtml.includes(STATIC_LOADING_SCREEN)) throw new Error('the built index.html has no loading screen to replace');
  const html = starterUrl ? withAppStartedAfterPaint(indexHtml, starterUrl) : indexHtml;
  return html
    .replace(STATIC_LOADING_SCREEN, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(route)}">${screenHtml}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${routeTitle(route)} · ${BRAND}`)}</title>`)
    .replace(/<html lang="en">/, '<html lang="en" data-mantine-color-scheme="light">')
    .replace(/<link rel="preload" as="style"( crossorigin)? href="([^"]+\.css)" data-app-style>/g, '<link rel="stylesheet"$1 href="$2">');
}

/**
 * The app's entry and its module preloads taken out of the page and handed to the starter
 * (app/prerender/startAfterPaint.js), which adds them once the drawn page has loaded and painted.
 */
export function withAppStartedAfterPaint(indexHtml: string, starterUrl: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!entry) throw new Error('the built index.html has no module entry script');
  const preloads: string[] = [];
  const withoutPreloads = indexHtml.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  const starter = `<script defer src="${escapeHtml(starterUrl)}" data-entry="${escapeHtml(entry[1]!)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return withoutPreloads.replace(entry[0], starter);
}

/** The starter script, written into the build's assets under a name that holds its content's hash. */
async function writeStarter(outDir: string, appRoot: string): Promise<string> {
  const source = await readFile(path.join(appRoot, 'prerender', 'startAfterPaint.js'));
  const name = `assets/start-after-paint-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  await writeCompressed(path.join(outDir, name), source);
  return `/${name}`;
}

async function writeCompressed(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  await writeCompressedCopies(file, bytes);
}

/** The app's renderPage, loaded through Vite's SSR loader (it transforms the app's TSX as the build does). */
export async function openRenderer(appRoot: string, define: Record<string, unknown>) {
  const server = await createServer({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    appType: 'custom',
    define,
    server: { middlewareMode: true, hmr: false, watch: null },
    // Packages whose Node entry is CommonJS without the named exports the app imports.
    ssr: { noExternal: ['workbox-window'] },
    plugins: [react() as Plugin[]],
  });
  try {
    const { renderPage } = (await server.ssrLoadModule('/prerender/renderPage.tsx')) as { renderPage: (url: string) => Promise<string> };
    return { renderPage, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Renders every prerendered route into `outDir` (with .br and .gz copies, as the rest). */
export async function prerenderInto(outDir: string, appRoot: string, define: Record<string, unknown>): Promise<string[]> {
  const { renderPage, close } = await openRenderer(appRoot, define);
  const written: string[] = [];
  try {
    const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const starterUrl = await writeStarter(outDir, appRoot);
    for (const route of PRERENDERED_ROUTES) {
      const html = prerenderedHtml(indexHtml, route, await renderPage(prerenderUrl(route)), starterUrl);
      await writeCompressed(path.join(outDir, prerenderedFile(route)), Buffer.from(html));
      written.push(prerenderedFile(route));
    }
  } finally {
    await close();
  }
  return written;
}

// `tsx scripts/prerender.ts --print`: each route's screen HTML as JSON on stdout, drawn in a
// process of its own (app/prerender/hydration.test.ts hydrates it: React cannot draw a page
// and hydrate it in one process, the drawing leaves its context values set).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv.includes('--print')) {
  const { renderPage, close } = await openRenderer(fileURLToPath(new URL('../app', import.meta.url)), {});
  const pages: Record<string, string> = {};
  for (const route of PRERENDERED_ROUTES) pages[route] = await renderPage(prerenderUrl(route));
  await close();
  process.stdout.write(JSON.stringify(pages));
}
