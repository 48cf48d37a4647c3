/**
 * Writes core/data/generated/apiRoutes.json: the server's /api routes (method, path, access) read from
 * its live router, for the API Documentation page. Run: npx tsx scripts/build-api-routes.ts
 * A server test (sync-server/routes/apiDocs.test.ts) fails when the file and the router disagree,
 * or when a route has no description in core/apiDocs/endpoints.ts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ApiRoute } from '../core/apiDocs/routes';
import { liveApiRoutes } from '../sync-server/http/routeTable';

export const apiRoutesFile = fileURLToPath(new URL('../core/data/generated/apiRoutes.json', import.meta.url));

export function serializeApiRoutes(routes: readonly ApiRoute[]): string {
  return `[\n${routes.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const routes = await liveApiRoutes();
  writeFileSync(apiRoutesFile, serializeApiRoutes(routes));
  console.log(`wrote core/data/generated/apiRoutes.json: ${routes.length} routes`);
}
