/** GET /api/legal/library: the whole corpus (core/schemas/legal.ts lawLibrarySchema). */
export const LIBRARY_URL = '/api/legal/library';
