import { createServer, type Server } from 'node:http';
import { describeAnswerEngine } from './ai/describe';
import { createApp } from './app';
import { serverOptions } from './http/serverTimeouts';
import { warmUp } from './http/warmUp';
import { ConfigError, loadConfig, type Config } from './config';
import { lawIndexDir } from './legal/askLegal';
import { warmLawIndex, warmLawIndexCode, warmLawRecords } from './legal/legalIndex';
import { prepareLibraryPayload } from './legal/legalLibrary';
import { getTextSearch } from './textSearch';
import { StoreFileError } from './store';
import { loggable } from './store/sql/safeError';
import { audioStoreFor } from './tts';
import { narrateAhead } from './tts/narrateAhead';

/**
 * `node --import tsx sync-server/index.ts` (`npm start`): serve the built app and /api on PORT.
 * Not the `tsx` command: it relays SIGTERM and SIGKILLs the server when the signal is not taken
 * within ~60 ms (as while the law index is built at start), so requests in flight would be cut.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Laws AI cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  let laws;
  try {
    laws = await createApp(config);
  } catch (err) {
    if (err instanceof StoreFileError) {
      console.error(`Laws AI cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  // Before listening: built by a first request, the records held every other request.
  warmLawRecords();
  warmLawIndexCode();
  // The request path answered once before listening, so the first real requests do not compile it.
  await warmUp(laws.app.callback());

  const server: Server = createServer(serverOptions(config), laws.app.callback()).listen(config.port);
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Laws AI cannot start: port ${config.port} is already in use (set PORT to another port)`
        : `Laws AI server error: ${err.message}`,
    );
    process.exit(1);
  });
  server.on('listening', () => {
    console.log(`Laws AI listening on http://localhost:${config.port}`);
    console.log(describeAnswerEngine(config));
    // Build the law search index now rather than on the first question (not in createApp, so
    // tests that never search stay fast). Searches arriving meanwhile wait for this build.
    // Then the Know Your Rights narrations not made yet, one at a time, each only while no
    // request's narration is being made: a first play finds its file.
    // The offline library's payload, made once now so that no request ever builds it;
    // after the index, not beside it, so the event loop has one build at a time to fit requests
    // between (a request for the library meanwhile waits for this same build).
    void warmLawIndex()
      .then(() => prepareLibraryPayload().catch((err: unknown) => console.error('The offline library could not be prepared:', err)))
      .then(async () => {
        if (!config.narrateAtStart) return;
        const { ready, failed } = await narrateAhead(audioStoreFor(config.dataDir, config.narrationCacheBytes));
        console.log(`Know Your Rights narrations ready: ${ready}${failed ? ` (${failed} failed: made when played)` : ''}`);
      });
    // The full-text index: opened, or built once in its own thread (searches use headings meanwhile).
    getTextSearch(lawIndexDir(config)).start();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing`);
    // Finish requests in flight (and their writes), then exit; force it after 10 s.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      await laws.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Laws AI failed to start:', loggable(err));
  process.exit(1);
});
