import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { PRELOADED_ROUTES, SCREEN_PRELOADS_FILE, type ScreenPreloads } from '../core/screenPreloads';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** route path -> page folder, from the app's own screen table (app/routes/screens.ts). */
export function screenFolders(screensSource: string): Map<string, string> {
  const found = [...screensSource.matchAll(/'(\/[^']*)': \(\) => import\('\.\.\/pages\/([\w-]+)'\)/g)];
  return new Map(found.map((m) => [m[1], m[2]]));
}

/**
 * For each route a first visit opens as is (core/screenPreloads.ts), the files of its screen that
 * index.html does not already load: the screen's chunk and the chunks it imports.
 */
export function screenPreloads(bundle: Record<string, ChunkLike>, folders: Map<string, string>, base = '/'): ScreenPreloads {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const withImports = (start: string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  const initial = withImports(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const result: ScreenPreloads = {};
  for (const route of PRELOADED_ROUTES) {
    const folder = folders.get(route);
    const screen = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/app/pages/${folder}/index.tsx`));
    if (!folder || !screen) continue;
    result[route] = [...withImports([screen.fileName])].filter((name) => !initial.has(name)).map((name) => `${base}${name}`);
  }
  return result;
}

/** Writes SCREEN_PRELOADS_FILE beside index.html (the server reads it, sync-server/http/static.ts). */
export function screenPreloadsPlugin(screensFile: string): Plugin {
  let base = '/';
  return {
    name: 'laws-ai:screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const folders = screenFolders(readFileSync(screensFile, 'utf8'));
      const preloads = screenPreloads(bundle as unknown as Record<string, ChunkLike>, folders, base);
      this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
