/** One route of the server's /api router, as scripts/build-api-routes.ts reads it. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone; signed-in: 401 without a session. */
export type ApiAccess = 'public' | 'signed-in';

export interface ApiRoute {
  method: ApiMethod;
  /** As the router has it, with ":param" placeholders: "/api/legal/laws/:id". */
  path: string;
  access: ApiAccess;
}

/** "GET /api/legal/laws/:id": how endpointDocs is keyed. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
