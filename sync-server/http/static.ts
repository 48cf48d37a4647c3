import { createHash } from 'node:crypto';
import { readFileSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { SCREEN_PRELOADS_FILE, withScreenPreloads, type ScreenPreloads } from '../../core/screenPreloads';
import compose from 'koa-compose';
import { prerenderedPage } from './prerendered';

export const APP_NOT_BUILT = 'The app has not been built yet: run npm run build';

const YEAR_SECONDS = 365 * 24 * 3600;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * A strong ETag per file as served (its .br and .gz copies have their own): a hash of its bytes,
 * kept until the file changes, so a revalidated index.html or sw.js costs a 304 and no body.
 */
const etags = new Map<string, { mtimeMs: number; size: number; etag: string }>();
function strongEtag(file: string, stats: Stats): string {
  const known = etags.get(file);
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.etag;
  const etag = `"${createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 27)}"`;
  etags.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, etag });
  return etag;
}

/**
 * Vite's hashed bundles under /assets/ never change: cache for a year. Everything else
 * (index.html, sw.js, manifest.webmanifest, icons) is revalidated so a new version is seen.
 * The build writes .br and .gz copies (vite-plugin-compression2); koa-send picks one by
 * Accept-Encoding, so every reply says it varies by it.
 */
function cacheHeaders(staticDir: string) {
  return (res: ServerResponse, file: string, stats: Stats) => {
    const rel = path.relative(staticDir, file).split(path.sep).join('/');
    res.setHeader('Cache-Control', rel.startsWith('assets/') ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', strongEtag(file, stats));
  };
}

/** The build's screen files per route (core/screenPreloads.ts); none from an older build. */
async function readScreenPreloads(staticDir: string): Promise<ScreenPreloads> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(staticDir, SCREEN_PRELOADS_FILE), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as ScreenPreloads) : {};
  } catch {
    return {};
  }
}

/**
 * A prerendered page is 20-90 KB of HTML, a sixth of that compressed: sent compressed as the
 * build's files are, each page compressed once (off the event loop) and kept by its ETag.
 */
const compressedPages = new Map<string, Promise<Buffer>>();
async function sendCompressed(ctx: Context, html: string, etag: string): Promise<void> {
  const accepts = ctx.get('Accept-Encoding');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  ctx.vary('Accept-Encoding');
  if (!encoding) return;
  const key = `${encoding}:${etag}`;
  let compressed = compressedPages.get(key);
  if (!compressed) {
    if (compressedPages.size >= 64) compressedPages.clear();
    compressed =
      encoding === 'br'
        ? brotli(Buffer.from(html), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzip(Buffer.from(html), { level: 9 });
    compressedPages.set(key, compressed);
  }
  ctx.body = await compressed;
  ctx.set('Content-Encoding', encoding);
  ctx.set('ETag', `"${etag}-${encoding}"`);
}

/**
 * Serve the built PWA from `staticDir`, with the SPA fallback: a GET/HEAD that asks for
 * HTML and matches no file gets index.html (the client router takes it from there), with the
 * screen of that address preloaded when the build listed one for it.
 */
export function staticApp(staticDir: string): Middleware {
  const setHeaders = cacheHeaders(staticDir);
  const files = serve(staticDir, { index: 'index.html', hidden: false, setHeaders, brotli: true, gzip: true });
  const spaFallback: Middleware = async (ctx, next) => {
    const wantsHtml = ctx.get('Accept').toLowerCase().includes('text/html');
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !wantsHtml) return next();
    // The page drawn at build time for this address when there is one (its 404 says so), else
    // the app's index.html.
    const page = await prerenderedPage(staticDir, ctx.path);
    let html: string;
    try {
      html = withScreenPreloads(
        page?.html ?? (await readFile(path.join(staticDir, 'index.html'), 'utf8')),
        await readScreenPreloads(staticDir),
        ctx.path,
      );
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = APP_NOT_BUILT;
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    const etag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
    ctx.set('ETag', `"${etag}"`);
    ctx.type = 'html';
    ctx.body = html;
    if (page) await sendCompressed(ctx, html, etag);
    if (page?.notFound) ctx.status = 404;
  };
  return compose([files, spaFallback]);
}
