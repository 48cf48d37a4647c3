import { fileURLToPath } from 'node:url';

/** Where every test server finds the full-text index (derived data, built once per checkout). */
export const TEST_LAW_INDEX_DIR = process.env.LAW_INDEX_DIR ?? fileURLToPath(new URL('../../.tmp/law-index', import.meta.url));
