import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { withLoadingScreen, withPreloadedStyles } from './app/pwa/loadingScreenHtml';
import { screenPreloadsPlugin } from './scripts/screenPreloads';
import { prerenderInto } from './scripts/prerender';
import { writeCompressedCopies } from './scripts/compressedCopies';
import { mantineStableIds } from './scripts/mantineStableIds';

/**
 * vite-plugin-pwa writes sw.js after the bundle is written and compressed: give it (and the
 * manifest) the same .br and .gz copies once everything is built.
 */
function compressServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'laws-ai:compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for (const name of ['sw.js', 'manifest.webmanifest']) {
          const file = path.join(outDir, name);
          if (!existsSync(file)) continue;
          await writeCompressedCopies(file, await readFile(file));
        }
      },
    },
  };
}

/**
 * index.html draws "Loading Laws AI..." before any JS runs, and its stylesheets (injected by the
 * build, hence 'post') are preloaded instead of blocking that paint (app/pwa/loadingScreenHtml.ts).
 */
function staticLoadingScreen(): Plugin {
  return {
    name: 'laws-ai:static-loading-screen',
    transformIndexHtml: { order: 'post', handler: (html) => withPreloadedStyles(withLoadingScreen(html)) },
  };
}

/**
 * The public first screens as HTML (scripts/prerender.ts, docs/lighthouse.md): written once the
 * bundle is, before vite-plugin-pwa lists the build's files for the service worker to precache.
 */
function prerenderPages(): Plugin {
  let outDir = '';
  let root = '';
  let define: Record<string, unknown> = {};
  return {
    name: 'laws-ai:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
      define = config.define ?? {};
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await prerenderInto(outDir, root, define);
      },
    },
  };
}

/**
 * Fewer, larger chunks (docs/performance.md): left to itself the bundler gives every Mantine component, icon
 * and small shared module of the lazy screens a file of its own (69 files for a signed-in /, most
 * under 1 KB), and each costs a round trip on a phone (HTTP/1.1: six at a time). The libraries
 * every screen shares come in a few files, the app's own startup code in the entry; what two or
 * more screens share (libraries and the app's own modules) comes by the set of screens that use
 * it, small sets merged; each screen stays its own file, fetched with its route. Measured with
 * bench/shellVisit.ts and bench/phoneShell.ts (README "Size").
 */
const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const UI =
  '@mantine|@floating-ui|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|react-number-format|react-textarea-autosize|detect-node-es|@tabler|date-fns';
const rootDir = fileURLToPath(new URL('.', import.meta.url)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ownCode = new RegExp(`^${rootDir}(app|core)[\\\\/]`);
/** The app's own files under these paths (a regular expression's text, from the project root). */
const ownFiles = (paths: string) => new RegExp(`^${rootDir}(${paths})`);
const uiOrOwn = (id: string) => nodeModule(UI).test(id) || ownCode.test(id);
/**
 * Know Your Rights' first screen (docs/lighthouse.md): the card grid and the app's copy of the amendments,
 * in a file of their own; the modal, Dexie and the rest load after it. Left to the screens group,
 * they shared files with other screens' code (follows, deadlines, receipts), whose static imports
 * brought Dexie and date-fns into /know-your-rights' first download.
 */
const rightsScreen = ownFiles(
  'app/components/rights/(RightsBrowser|AmendmentCard|CategoryFilter|filter|index|useAmendments|useRightsAudio|audioMessages)\\.tsx?$|core/data/amendments/|core/schemas/amendmentNames\\.ts$',
);
/** What that screen shares with most others, apart from them: the disclaimer, cards and badges. */
const screenBasics = (id: string) =>
  ownFiles('app/components/Disclaimer\\.tsx$').test(id) ||
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Card|SimpleGrid|Badge|ThemeIcon)[\\/]/.test(id);
/**
 * What the prerendered information pages (terms, privacy, how it works, legal resources) draw with,
 * apart (docs/lighthouse.md): left to the screens group, the small modules they share with other
 * screens (a citation's format, the site's figures) were merged into files with the law library's
 * code, which brought Dexie (200 KB) and zod (180 KB) into /terms' first evaluation.
 */
const infoPages = (id: string) =>
  ownFiles('app/components/info/|core/laws/links\\.ts$|core/data/figures\\.(ts|json)$|core/policies\\.ts$|core/data/legalResources').test(
    id,
  ) || /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Grid|List)[\\/]/.test(id);
const chunkGroups = [
  { name: 'react', test: nodeModule('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser'), priority: 40 },
  // What the shell draws with on every page: one file with the entry's own.
  { name: 'ui', test: nodeModule(UI), tags: ['$initial' as const], priority: 30 },
  // The app's own startup code (and what it imports) stays in the entry.
  { name: 'index', test: ownCode, tags: ['$initial' as const], priority: 25 },
  { name: 'info-pages', test: infoPages, priority: 24 },
  { name: 'screen-basics', test: screenBasics, priority: 23 },
  { name: 'rights-browser', test: rightsScreen, priority: 22 },
  // date-fns in one file: left to the screens group, the sign-up form's one date function came in
  // a file with the contracts' code, and all that file's imports (Dexie...) with it.
  { name: 'dates', test: nodeModule('date-fns'), priority: 26 },
  // zod is no longer part of the entry (the session loads it with a reply to read): one file.
  // Above the groups that take their modules' imports along (schemas): zod stays in its own file.
  { name: 'zod', test: (id: string) => nodeModule('zod').test(id) || ownFiles('app/zodWithoutEval\\.ts$').test(id), priority: 26 },
  // The app's zod schemas in one file beside it: merged into the screens' shared files, a schema
  // came with a component a first screen needs (help's and news' with ActionIcon, on /login), and
  // zod with it (docs/lighthouse.md).
  { name: 'schemas', test: ownFiles('core/schemas/'), priority: 22 },
  // The screens' icons in one small file, for the same reason: an icon two screens shared joined
  // one of their files, which a third screen using it then downloaded whole.
  { name: 'icons', test: nodeModule('@tabler'), priority: 21 },
  // @mantine/form alone: merged with the screens' other shared modules, it came with schemas
  // (help, news) that brought zod into /login's first evaluation (docs/lighthouse.md).
  { name: 'form', test: nodeModule('@mantine/form|klona|fast-deep-equal'), priority: 21 },
  // What only some screens use, the libraries' and the app's own: one file per set of screens
  // that share it, small sets merged, so /login does not download the Assistant's components.
  { name: 'screens', test: uiOrOwn, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 16 * 1024, priority: 20 },
  { name: 'ui-screens', test: nodeModule(UI), entriesAware: true, entriesAwareMergeThreshold: 16 * 1024, priority: 15 },
  { name: 'data', test: nodeModule('zod|valtio|proxy-compare|@tanstack'), priority: 10 },
];

/**
 * Tells the app which offline library goes with this build: __LAW_LIBRARY__ is its
 * version, its size as JSON and (in a build) as brotli, from scripts/library-info.ts (run apart:
 * this config stays free of the corpus' imports). The app then knows whether its saved copy is
 * current without asking the server on every visit.
 */
function lawLibraryInfo(): Plugin {
  return {
    name: 'laws-ai:law-library-info',
    async config(_config, { command }) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const args = ['--import', 'tsx', path.join(root, 'scripts/library-info.ts'), ...(command === 'build' ? ['--compressed'] : [])];
      const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, maxBuffer: 1024 * 1024 });
      return { define: { __LAW_LIBRARY__: stdout.trim() } };
    },
  };
}

// The app lives in app/ (Vite root); the build lands in dist/, which the Koa server serves.
export default defineConfig({
  root: 'app',
  publicDir: '../public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        // A group split by screens is named after every screen's entry: keep the file name short.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
    },
  },
  // zod without its `new Function` probe, which the CSP refuses (app/zodWithoutEval.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./app/zodWithoutEval.ts', import.meta.url)) }] },
  // The app's own modules under app/api/ are served at /api/*.ts in dev: only the rest goes
  // to the Koa server.
  server: { port: 5173, proxy: { '^/api/(?!.*\\.tsx?(\\?.*)?$)': 'http://localhost:8080' } },
  plugins: [
    react(),
    staticLoadingScreen(),
    screenPreloadsPlugin(fileURLToPath(new URL('./app/routes/screens.ts', import.meta.url))),
    lawLibraryInfo(),
    mantineStableIds(),
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Laws AI',
        short_name: 'Laws AI',
        description: 'Free plain-English access to U.S. federal law, with an AI assistant. Not legal advice.',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1c3d6e',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Precompressed copies beside each file (docs/performance.md): the server sends the .br or .gz the
    // browser accepts, with no compression work per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/,
      threshold: 1024,
    }),
    compressServiceWorker(),
  ],
});
