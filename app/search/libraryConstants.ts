/** GET /api/legal/library: the whole corpus, as lines (core/schemas/lawLibrary.ts libraryLineSchema). */
export const LIBRARY_URL = '/api/legal/library';
