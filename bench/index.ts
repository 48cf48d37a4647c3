/**
 * npm run bench (builds first).
 * Prints the figures the README reports: what a first visit downloads, the offline library, and the law search
 * engine's build time, index size and query latency in Node and in headless Chromium.
 */
import { existsSync } from 'node:fs';
import { measureFirstVisit } from './firstVisit';
import { describeShellVisit, measureShellVisits } from './shellVisit';
import { describePhoneShell, measurePhoneShell } from './phoneShell';
import { AUDITED_PATHS, auditPage, describeLighthouse, describeScripts } from './lighthouse';
import { describeEngineFigures, measureLawSearchBrowser, measureLawSearchNode } from './lawSearch';
import { startServer } from '../e2e/support/serverProcess';
import { measureAiStream } from './aiStream';
import { describeStore, measureStore } from './store';
import { describeLawText, measureLawText } from './lawText';
import { describeLibrary, measureLibraryNode, measureLibraryServer, type LibraryServerFigures } from './library';
import { describeLibrarySave, measureLibrarySave } from './librarySave';
import { describeConversation, describeTyping, measureConversation, measureTyping } from './conversation';
import { describeStalls, measureStartStalls } from './serverStall';
import { describeUnderstanding, measureUnderstanding } from './understanding';
import { describeUnderstandingBrowser, measureUnderstandingBrowser } from './understandingBrowser';

if (!existsSync('dist/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const server = await startServer(8191);
let library: LibraryServerFigures;
try {
  for (const path of ['/login']) {
    const size = await measureFirstVisit(server.url, path);
    console.log(
      `First visit to ${size.path}: JS ${size.js.gzipKB} KB gzip (${size.js.rawKB} KB raw, ${size.js.files} files); ` +
        `CSS ${size.css.gzipKB} KB gzip (${size.css.rawKB} KB raw, ${size.css.files} files)`,
    );
  }
  for (const visit of await measureShellVisits(server.url)) console.log(describeShellVisit(visit));
  for (const line of describePhoneShell(await measurePhoneShell(8191))) console.log(line);
  for (const path of AUDITED_PATHS) {
    const figures = await auditPage(server.url, path);
    console.log(describeLighthouse(figures));
    console.log(describeScripts(figures));
  }
  library = await measureLibraryServer(server.url);
  for (const line of describeLibrarySave(await measureLibrarySave(server.url))) console.log(line);
  for (const line of describeConversation(await measureConversation(server.url))) console.log(line);
  console.log(describeTyping(await measureTyping(server.url)));
} finally {
  await server.stop();
}

for (const line of describeLibrary(library, await measureLibraryNode())) console.log(line);

const node = measureLawSearchNode();
console.log(
  `${describeEngineFigures(`Node ${process.version}`, node)}; serialized index ${node.indexRawMB} MB raw, ${node.indexGzipMB} MB gzip`,
);
console.log(describeUnderstanding(measureUnderstanding()));
console.log(describeUnderstandingBrowser(await measureUnderstandingBrowser()));
const browser = await measureLawSearchBrowser();
console.log(`${describeEngineFigures('Chromium', browser)}; page bundle (engine + corpus) ${browser.bundleMB} MB; ${browser.userAgent}`);

const ai = await measureAiStream();
console.log(
  `AI answer of ${ai.tokens} tokens at 40 tokens/s (fake model): first checked line after ${ai.firstTextMs} ms streamed, ` +
    `whole answer after ${ai.streamedAnswerMs} ms streamed / ${ai.wholeAnswerMs} ms unstreamed; citation check ${ai.checkMicrosPerAnswer} µs per answer`,
);

console.log(describeLawText(await measureLawText()));

for (const line of describeStore(await measureStore())) console.log(line);

// The server's own start-time work (its own servers): with the full-text index to build, then with it built.
for (const emptyIndex of [true, false]) for (const line of describeStalls(await measureStartStalls({ emptyIndex }))) console.log(line);
