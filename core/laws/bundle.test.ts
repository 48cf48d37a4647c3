/**
 * The corpus (~3.6 MB of JS once bundled) must reach the app only through a lazy import: a
 * screen that imports light helpers from core/laws or the engine from core/search must not
 * carry it. Builds small entries with Vite (as the app is built) and looks inside.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

const core = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'laws-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(name: string, code: string): Promise<Rollup.OutputChunk[]> {
  const entry = join(dir, `${name}.ts`);
  writeFileSync(entry, code.replaceAll('@core/', core));
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: { write: false, minify: false, rollupOptions: { input: entry } },
  })) as Rollup.RollupOutput;
  return out.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
}

// A heading only the section list holds, and text only the full texts hold.
const SECTIONS = 'Words denoting number, gender, and so forth';
const FULL_TEXT = 'sourceCredit';

describe('the corpus stays out of UI bundles', () => {
  it('light helpers from core/laws and the engine from core/search carry no corpus', { timeout: 120_000 }, async () => {
    const [chunk] = await bundle(
      'light',
      `import { formatCitation, uscodeUrl, toFederalLaw, corpusMeta } from '@core/laws/index.ts';
       import { createLawIndex, searchLaws } from '@core/search/index.ts';
       console.log(formatCitation(42, '3604'), uscodeUrl(42, '3604'), toFederalLaw, corpusMeta.releasePoint, createLawIndex, searchLaws);`,
    );
    expect(chunk.code).toContain('uscode.house.gov'); // the helpers are there...
    expect(chunk.code).not.toContain(SECTIONS); // ...the corpus is not
    expect(chunk.code).not.toContain(FULL_TEXT);
    expect(chunk.code.length).toBeLessThan(200_000);
  });

  it('a dynamic import puts the corpus in its own chunk', { timeout: 120_000 }, async () => {
    const chunks = await bundle('lazy', `console.log(() => import('@core/laws/index.ts').then((m) => m.getLawRecords().length));`);
    const entry = chunks.find((c) => c.isEntry)!;
    expect(entry.code).toContain('import(');
    expect(entry.code).not.toContain(SECTIONS);
    expect(chunks.find((c) => !c.isEntry)?.code).toContain(SECTIONS);
  });
});
