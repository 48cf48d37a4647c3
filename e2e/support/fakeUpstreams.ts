import { test as base } from '@playwright/test';
import { startFakeCourtListener, type FakeCourtListener } from '../../test-support/server/fakeCourtListener';
import { startFakeOfficialSite, type FakeOfficialSite } from '../../test-support/server/fakeOfficialSite';
import { startFakeOpenAi, type FakeOpenAi } from '../../test-support/server/fakeOpenAi';
import { freePort } from './freePort';
import { startServer, type RunningServer } from './serverProcess';

/**
 * One server per Playwright worker for the specs whose upstreams are fakes on 127.0.0.1 (there is
 * no network here): the AI model (an OpenAI-compatible server the real openai SDK talks to),
 * CourtListener (the real API's shape) and the official sources (constitution.congress.gov and
 * www.archives.gov; like the real site has been seen doing, it refuses the 3rd Amendment's page
 * with 403). ai-answer, advanced-search and rights share it: one server start per worker instead
 * of one per spec (docs/performance.md "CI time"). Each test signs up its own user and sets the
 * fake it uses; the news spec keeps a server of its own (its store must start with no news).
 */
export interface FakeUpstreams {
  model: FakeOpenAi;
  courts: FakeCourtListener;
  site: FakeOfficialSite;
  server: RunningServer;
}

export const test = base.extend<object, { upstreams: FakeUpstreams }>({
  upstreams: [
    async ({}, use) => {
      const [model, courts, site] = await Promise.all([
        startFakeOpenAi(),
        startFakeCourtListener(),
        startFakeOfficialSite(0, { '/constitution/amendment-3/': { kind: 'forbidden' } }),
      ]);
      const server = await startServer(await freePort(), {
        staticDir: process.env.E2E_STATIC_DIR!,
        env: {
          OPENAI_BASE_URL: model.baseUrl,
          OPENAI_MODEL: 'fake-model',
          // The product's own limits (no spec here tests a timeout): the fakes answer at once, but
          // on a loaded machine the server, checking 19 pages at a time, may take seconds to read them.
          OPENAI_TIMEOUT_MS: '20000',
          COURTLISTENER_API_URL: courts.url,
          COURTLISTENER_TIMEOUT_MS: '8000',
          OFFICIAL_SOURCE_ORIGINS: site.url,
          CONSTITUTION_SOURCE_URL: site.url,
          ARCHIVES_SOURCE_URL: site.url,
          VERIFY_TIMEOUT_MS: '8000',
          LAW_INDEX_DIR: process.env.LAW_INDEX_DIR ?? '.tmp/law-index',
        },
        startTimeoutMs: 110_000,
      });
      await use({ model, courts, site, server });
      await server.stop();
      await Promise.all([model.close(), courts.close(), site.stop()]);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ upstreams }, use) => use(upstreams.server.url),
});
