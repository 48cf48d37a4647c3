import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NOT_FOUND_ROUTE, PRERENDERED_ROUTES, prerenderedFile, routeOfPath } from '../../core/prerendered';

/**
 * The HTML the build drew for this address's route (core/prerendered.ts), or undefined when it
 * drew none (a signed-in screen, an older build). `notFound`: no route has this address.
 */
export async function prerenderedPage(staticDir: string, pathname: string): Promise<{ html: string; notFound: boolean } | undefined> {
  const route = routeOfPath(pathname);
  if (!(PRERENDERED_ROUTES as readonly string[]).includes(route)) return undefined;
  try {
    return { html: await readFile(path.join(staticDir, prerenderedFile(route)), 'utf8'), notFound: route === NOT_FOUND_ROUTE };
  } catch {
    return undefined;
  }
}
