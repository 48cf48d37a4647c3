import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { chain } from './chain';

export const APP_NOT_BUILT = 'The app has not been built yet: run npm run build';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Vite's hashed bundles under /assets/ never change: cache for a year. Everything else
 * (index.html, sw.js, manifest.webmanifest, icons) is revalidated so a new version is seen.
 */
function cacheHeaders(staticDir: string) {
  return (res: ServerResponse, file: string) => {
    const rel = path.relative(staticDir, file).split(path.sep).join('/');
    res.setHeader(
      'Cache-Control',
      rel.startsWith('assets/') ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
    );
  };
}

/**
 * Serve the built PWA from `staticDir`, with the SPA fallback: a GET/HEAD that asks for
 * HTML and matches no file gets index.html (the client router takes it from there).
 */
export function staticApp(staticDir: string): Middleware {
  const setHeaders = cacheHeaders(staticDir);
  const files = serve(staticDir, { index: 'index.html', hidden: false, setHeaders });
  const spaFallback: Middleware = async (ctx, next) => {
    const wantsHtml = ctx.get('Accept').toLowerCase().includes('text/html');
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !wantsHtml) return next();
    let html: Buffer;
    try {
      html = await readFile(path.join(staticDir, 'index.html'));
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = APP_NOT_BUILT;
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = html;
  };
  return chain(files, spaFallback);
}
