import { getTextSearch } from '../../sync-server/textSearch';
import { TEST_LAW_INDEX_DIR } from './lawIndexDir';

/**
 * globalSetup of the server test projects: the full-text index of the U.S. Code (derived data,
 * shared by every test server in .tmp/law-index) is opened, or built once, before any test file
 * starts, so no test waits for a build competing with the whole suite for the CPU.
 */
export default async function setup() {
  const index = getTextSearch(TEST_LAW_INDEX_DIR).start();
  if (!(await index.ready(15 * 60_000))) {
    throw new Error(`the full-text index could not be built in ${TEST_LAW_INDEX_DIR}: ${index.error ?? 'it took over 15 minutes'}`);
  }
  await index.stop();
}
