import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { laterThan, staleItems } from '../../core/currency/check';
import { checkCurrency } from '../../scripts/check-currency';
import { LAW_HISTORY_DIR, openLawHistory } from '../lawHistory';

const run = promisify(execFile);

/** A copy of corpus/uscode-history whose index says 38 U.S.C. § 4323 was amended again, by Pub. L. 119-150. */
function historyWithNewAmendment(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'laws-history-'));
  const index = JSON.parse(readFileSync(path.join(LAW_HISTORY_DIR, 'index.json'), 'utf8')) as {
    titles: Record<string, { sections: unknown[][] }>;
  };
  const row = index.titles['38']!.sections.find((r) => r[0] === '4323')!;
  expect(row.slice(6)).toEqual(['2025-01-02', '118-210']);
  row[6] = '2027-03-01';
  row[7] = '119-150';
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index));
  copyFileSync(path.join(LAW_HISTORY_DIR, 'title-38.bin'), path.join(dir, 'title-38.bin'));
  return dir + path.sep;
}

const fixture = historyWithNewAmendment();
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('npm run check:currency', () => {
  it('compares Public Laws with release points', () => {
    expect(laterThan('119-150', '119-100')).toBe(true);
    expect(laterThan('120-3', '119-100')).toBe(true);
    expect(laterThan('119-100', '119-100')).toBe(false);
    expect(laterThan('118-210', '119-100')).toBe(false);
    expect(laterThan('119-101', '119-73not60')).toBe(true);
    const item = { kind: 'guide' as const, id: 'g', checkedAgainst: '119-100', cites: [{ title: 38, section: '4323' }] };
    expect(staleItems([item], () => ({ date: '1950-01-01', publicLaw: null }))).toEqual([]);
    expect(staleItems([{ ...item, checkedAgainst: undefined }], () => ({ date: '2027-03-01', publicLaw: '119-150' }))).toEqual([]);
  });

  it('passes on the real content: nothing cites a section amended after the release point it was checked against', () => {
    const report = checkCurrency(openLawHistory());
    expect(report.itemCount).toBeGreaterThan(700);
    expect(report.stale).toEqual([]);
    expect(report.lines[1]).toBe('No item cites a section amended after the release point it was checked against.');
  });

  it('lists every item citing a section that gains an amendment, and fails', async () => {
    const report = checkCurrency(openLawHistory({ dir: fixture }));
    const listed = report.stale.map((s) => `${s.item.kind}:${s.item.id}`);
    // The typed activity on military service and the quiz questions and guides that cite § 4323.
    expect(listed).toContain('activity:fire-military-service');
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const s of report.stale) expect(`${s.title}/${s.section}`).toBe('38/4323');
    expect(report.lines).toContain(
      '  activity:fire-military-service (checked against 119-100) cites 38 U.S.C. § 4323, last amended Mar. 1, 2027 by Pub. L. 119-150',
    );

    // The command itself exits 1 and prints the list.
    const failed = await run('npx', ['tsx', 'scripts/check-currency.ts', '--history-dir', fixture]).then(
      () => ({ code: 0, stdout: '' }),
      (e: { code: number; stdout: string }) => e,
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('cites 38 U.S.C. § 4323, last amended Mar. 1, 2027 by Pub. L. 119-150');
  }, 120_000);
});
