/**
 * The API Documentation page's data (spec part 2 §2, §7): the server's real routes
 * (core/data/generated/apiRoutes.json, read from its router) joined with what each is for and the field
 * tables of its zod schemas. Nothing here is typed twice, so the page cannot drift from the server.
 */
import routesJson from '../data/generated/apiRoutes.json' with { type: 'json' };
import { errorReplySchema } from '../schemas/errors';
import { endpointDocs, type EndpointDoc } from './endpoints';
import { schemaShape, type SchemaShape } from './fields';
import { routeKey, type ApiRoute } from './routes';

export { officialDataSources, type OfficialDataSource } from './officialSources';
export { routeKey, type ApiAccess, type ApiMethod, type ApiRoute } from './routes';
export type { ApiField, SchemaShape } from './fields';

export const apiRoutes = routesJson as readonly ApiRoute[];

export interface ApiEndpoint extends ApiRoute {
  /** null only if a route has no entry in endpoints.ts (a server test forbids that). */
  purpose: string | null;
  params: { name: string; description: string }[];
  request: { in: 'body' | 'query'; shape: SchemaShape } | null;
  /** shape: a JSON reply's fields; contentType: another kind of reply (an audio file). */
  response: { status: number; shape: SchemaShape | null; contentType: string } | null;
  notes: readonly string[];
}

let documented: ApiEndpoint[] | undefined;

/** Every route with its documentation (computed once for the server's own route list). */
export function documentedEndpoints(routes: readonly ApiRoute[] = apiRoutes): ApiEndpoint[] {
  if (routes === apiRoutes) return (documented ??= describeRoutes(routes));
  return describeRoutes(routes);
}

function describeRoutes(routes: readonly ApiRoute[]): ApiEndpoint[] {
  return routes.map((route) => {
    const doc = endpointDocs[routeKey(route)];
    return {
      ...route,
      purpose: doc?.purpose ?? null,
      params: Object.entries(doc?.params ?? {}).map(([name, description]) => ({ name, description })),
      request: doc?.request ? { in: doc.request.in, shape: schemaShape(doc.request.schema, 'input') } : null,
      response: doc?.response ? replyOf(doc.response) : null,
      notes: doc?.notes ?? [],
    };
  });
}

function replyOf(response: NonNullable<EndpointDoc['response']>): NonNullable<ApiEndpoint['response']> {
  return 'schema' in response
    ? { status: response.status, shape: schemaShape(response.schema, 'output'), contentType: 'application/json' }
    : { status: response.status, shape: null, contentType: response.contentType };
}

const AREA_NAMES: Record<string, string> = {
  auth: 'Accounts',
  legal: 'Federal Laws',
  help: 'Help',
  congress: 'Congressional News',
  verify: 'Source Verification',
  'whats-illegal': "What's Illegal",
  amendments: 'Know Your Rights',
  audio: 'Audio',
};

/** "/api/legal/search" -> "legal" */
export function areaOf(path: string): string {
  return path.split('/')[2] ?? '';
}

export function areaName(area: string): string {
  return AREA_NAMES[area] ?? area.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
}

/** Endpoints grouped by area (auth, legal, help...), in the router's order. */
export function endpointsByArea(
  endpoints: readonly ApiEndpoint[] = documentedEndpoints(),
): { area: string; name: string; endpoints: ApiEndpoint[] }[] {
  const groups = new Map<string, ApiEndpoint[]>();
  for (const e of endpoints) {
    const area = areaOf(e.path);
    groups.set(area, [...(groups.get(area) ?? []), e]);
  }
  return [...groups].map(([area, list]) => ({ area, name: areaName(area), endpoints: list }));
}

/** Every error reply: `{error, issues?}`. */
export function errorReplyShape(): SchemaShape {
  return schemaShape(errorReplySchema, 'output');
}
