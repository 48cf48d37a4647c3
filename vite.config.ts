import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The app lives in app/ (Vite root); the build lands in dist/, which the Koa server serves.
export default defineConfig({
  root: 'app',
  publicDir: '../public',
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: false },
  // The app's own modules under app/api/ are served at /api/*.ts in dev: only the rest goes
  // to the Koa server.
  server: { port: 5173, proxy: { '^/api/(?!.*\\.tsx?(\\?.*)?$)': 'http://localhost:8080' } },
  plugins: [
    react(),
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
        description:
          'Free plain-English access to U.S. federal law, with an AI assistant. Not legal advice.',
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
  ],
});
