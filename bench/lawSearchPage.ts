/**
 * Bundled by bench/lawSearch.ts for headless Chromium: the same records and the same engine
 * the app's search worker runs, timed inside the page.
 */
import { buildLawRecords } from '../core/laws/records';
import { corpusRecordsData } from '../core/laws/corpus';
import { allGuides } from '../core/data/guides';
import { runEngineBench } from './engineRun';

declare global {
  var runLawBench: (queries: string[]) => unknown;
}

globalThis.runLawBench = (queries: string[]) => {
  const { json, ...run } = runEngineBench(() => buildLawRecords(corpusRecordsData(), allGuides), queries);
  return { ...run, indexChars: json.length, userAgent: navigator.userAgent };
};
