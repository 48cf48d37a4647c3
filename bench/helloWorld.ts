/**
 * The reference of the phone bench (docs/performance.md "On a phone"): a Vite + Mantine "hello world" (bench/hello/),
 * built like the app (React plugin, Mantine's styles, brotli and gzip copies beside each file)
 * into a temp folder that the same server then serves.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Builds the hello-world page; returns the folder to serve. */
export async function buildHelloWorld(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'laws-ai-hello-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./hello', import.meta.url)),
    // Rolldown's note on slow plugins is about this throwaway build: not worth printing.
    build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { bundlerTimings: false } } },
    plugins: [
      react(),
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        include: /\.(js|css|html)$/,
        threshold: 1024,
      }),
    ],
  });
  return outDir;
}
